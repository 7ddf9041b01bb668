// enqueueStaffAlert raises a NOTIFY on this channel in the business transaction; PostgreSQL delivers it when
// that transaction commits, so every process's push worker wakes and finds the new rows (the mail outbox's
// signal, mail/outboxSignal.ts, on a channel of its own).
export const PUSH_CHANNEL = 'push_outbox';
