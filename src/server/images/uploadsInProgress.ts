import { httpError } from '../http/httpError';
import { uploadMessages } from './imageRules';

/**
 * Uploads one account may have arriving at once. A person uploads one picture at a time; the second is
 * room for a retry while the first, given up on, is still being cut off. Each upload arriving holds up to
 * 5 MB in memory until its body has been read, so this bounds what one signed-in attacker can make the
 * server hold, whatever number of connections or addresses they use.
 */
export const MOST_UPLOADS_ARRIVING_PER_ACCOUNT = 2;

/** Uploads being received per account, in this process. */
export class UploadsInProgress {
  private readonly arriving = new Map<string, number>();

  constructor(private readonly most = MOST_UPLOADS_ARRIVING_PER_ACCOUNT) {}

  /** Counts one more upload of `userId`, or refuses it (429); the function returned ends it, once. */
  enter(userId: string): () => void {
    const count = this.arriving.get(userId) ?? 0;
    if (count >= this.most) throw httpError(429, uploadMessages.uploadArriving);
    this.arriving.set(userId, count + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const left = (this.arriving.get(userId) ?? 1) - 1;
      if (left > 0) this.arriving.set(userId, left);
      else this.arriving.delete(userId);
    };
  }
}
