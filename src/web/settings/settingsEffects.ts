import { toastFailure, toastSuccess } from '../notifications';

// The browser effects the settings machines name; each screen spreads what its machine uses.

export const toastActions = {
  toastSuccess: (_: unknown, { message }: { message: string }) => {
    toastSuccess(message);
  },
  toastFailure: (_: unknown, { message }: { message: string }) => {
    toastFailure(message);
  },
};

export const logErrorAction = {
  logError: (_: unknown, { error }: { error: unknown }) => {
    // SPEC 8: these failures are logged, not shown.
    console.error(error);
  },
};

/** Saves `text` as a file named `fileName` through a temporary link. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
