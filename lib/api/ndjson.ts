// Reads a fetch body of newline-delimited JSON and hands over each parsed line as it arrives
// (GET /api/v1/offers streams its events so). A line that is not JSON throws a SyntaxError.

export async function readNdjson(
  body: ReadableStream<Uint8Array>,
  onLine: (value: unknown) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (line) onLine(JSON.parse(line));
        newline = buffer.indexOf('\n');
      }
      if (done) break;
    }
    const rest = buffer.trim();
    if (rest) onLine(JSON.parse(rest));
  } catch (error) {
    // A line we cannot use ends the answer: stop downloading the rest.
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}
