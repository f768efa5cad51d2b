// Step 2's Paste buttons: the clipboard's text goes into the field the way typing would put it
// there (the native value setter and an input event), so react-hook-form, the live address
// check and the field's clear button all see an ordinary change. Only where the browser has the
// asynchronous Clipboard read API (navigator.clipboard.readText); a refused permission is
// answered, never thrown.

export type PasteResult = 'pasted' | 'empty' | 'refused';

type ClipboardReader = Pick<Clipboard, 'readText'>;

/** The clipboard reader of this browser, or null where there is none (then no button). */
export function clipboardReader(
  nav: { clipboard?: Partial<Clipboard> | undefined } | undefined = globalThis.navigator,
): ClipboardReader | null {
  const clipboard = nav?.clipboard;
  return typeof clipboard?.readText === 'function' ? (clipboard as ClipboardReader) : null;
}

/**
 * Reads the clipboard into `input`, replacing what it held. Addresses and memos never hold
 * spaces, so the line break or spaces a copy often brings along are dropped. The field keeps
 * its value when the clipboard holds no text or the browser (or the visitor) refuses the read.
 */
export async function pasteInto(
  input: HTMLInputElement,
  clipboard: ClipboardReader,
): Promise<PasteResult> {
  let text: string;
  try {
    text = (await clipboard.readText()).trim();
  } catch {
    // NotAllowedError: permission refused or the page not focused; nothing else is thrown.
    return 'refused';
  }
  if (text === '') return 'empty';
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return 'pasted';
}
