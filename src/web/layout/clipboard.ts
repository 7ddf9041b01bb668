// Copies text for the footer's Copy action. The async Clipboard API needs a secure context and may be
// refused; the old selection-and-copy command is the fallback for those cases.

export interface ClipboardEnv {
  writeText?: (text: string) => Promise<void>;
  /** Copies through a temporary text field; returns whether the browser reports success. */
  legacyCopy: (text: string) => boolean;
}

export async function copyText(text: string, env: ClipboardEnv = browserClipboard()): Promise<boolean> {
  if (env.writeText) {
    try {
      await env.writeText(text);
      return true;
    } catch {
      // Permission refused or document not focused: try the fallback below.
    }
  }
  try {
    return env.legacyCopy(text);
  } catch {
    return false;
  }
}

function legacyCopy(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    // Deprecated but still the only synchronous copy where the Clipboard API is unavailable.
    return document.execCommand('copy');
  } finally {
    field.remove();
  }
}

export function browserClipboard(): ClipboardEnv {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  return {
    ...(clipboard ? { writeText: (text: string) => clipboard.writeText(text) } : {}),
    legacyCopy,
  };
}
