// Reads a fetch body of newline-delimited JSON and hands over each parsed line as it arrives.

export async function readNdjson<T>(
  body: ReadableStream<Uint8Array>,
  onLine: (value: T) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) onLine(JSON.parse(line) as T);
      newline = buffer.indexOf('\n');
    }
    if (done) break;
  }
  const rest = buffer.trim();
  if (rest) onLine(JSON.parse(rest) as T);
}
