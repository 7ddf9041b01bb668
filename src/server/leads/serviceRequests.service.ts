import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Locale } from '../../shared/i18n/locales';
import { msg } from '../../shared/i18n/message';
import type { ResponsePolicy } from '../config/businessHours';
import type { Db } from '../db/client';
import { type StoredSizing, service_requests, users } from '../db/schema';
import { httpError } from '../http/httpError';
import { enqueueMail, type QueuedMail } from '../mail/outbox';
import { isAddressProven } from '../mail/provenAddresses';
import { wantsNotification } from '../notifications/preferences.service';
import { enqueueStaffAlert } from '../push/staffAlerts';
import type { AccountKeys } from '../security/keys';
import { RetryLaterError } from '../security/retryLater';
import { type OnStored, recentGuest } from './guests.service';
import { estimateInboxRow, inboxRowInsert } from './inboxRow';
import {
  COMPANY_COPY_KIND,
  type EstimateLead,
  estimateEmails,
  type Requester,
  type VisitorCopy,
} from './leadEmails';
import { expectCall } from './responseTime';

export interface ServiceRequestInput {
  serviceTypeId: number | null;
  description: string;
  heardAboutOptionId: number | null;
  otherHeardAboutDetails: string;
  /** Recomputed on the server from the request's answers (never a size the browser sent). */
  sizing: StoredSizing | null;
}

export interface UserServiceRequestInput extends ServiceRequestInput {
  /** 10 digits. */
  phone: string;
  city: string | null;
}

export interface LeadContext {
  companyEmail: string;
  now: Date;
  /** Tells a proven address (provenAddresses.ts), whose copy may repeat what the visitor typed. */
  keys: Pick<AccountKeys, 'throttle'>;
  /** The language of the request that sent the lead (issue 39): stored with it, its e-mails use it. */
  language?: Locale;
  /** Business hours and response time: the lead's respond_by and the visitor's "when to expect a call". */
  responsePolicy: ResponsePolicy;
  /** The days staff closed from today on (closedDays.ts), which the response time skips. */
  closedDays: ReadonlySet<string>;
}

/** Per-account limit of the signed-in call (the per-IP limit lives in openapi.yaml). */
export const USER_REQUESTS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

function requestColumns(input: ServiceRequestInput) {
  return {
    service_type_id: input.serviceTypeId,
    request_description: input.description,
    heard_about_option_id: input.heardAboutOptionId,
    other_heard_about_details: input.otherHeardAboutDetails,
    sizing: input.sizing,
  };
}

const created = { id: service_requests.id, created_at: service_requests.created_at };

/** The lead's row in the staff inbox, pointing at the company's copy just queued, and the staff alert. */
async function addToInbox(
  tx: Db,
  lead: EstimateLead & Required<Pick<EstimateLead, 'callBy'>>,
  queued: QueuedMail[],
): Promise<void> {
  const companyCopy = queued.find((mail) => mail.kind === COMPANY_COPY_KIND.estimate)?.id ?? null;
  await tx.execute(inboxRowInsert(estimateInboxRow(lead), sql`${companyCopy}`, new Date(lead.callBy.by)));
  await enqueueStaffAlert(tx, {
    kind: 'estimate',
    leadId: lead.id,
    firstName: lead.requester.first_name,
    city: lead.city,
  });
}

/** The requester's copy: the full one only to an address that has proven itself (issue 38). */
async function visitorCopy(tx: Db, context: LeadContext, email: string): Promise<VisitorCopy> {
  return (await isAddressProven(tx, context.keys, email)) ? 'full' : 'plain';
}

/**
 * Stores a guest's request and its inbox row and queues the company's copy and the guest's confirmation,
 * all or nothing (`onStored` included).
 */
export function submitGuestServiceRequest(
  db: Db,
  guestId: string,
  input: ServiceRequestInput,
  context: LeadContext,
  onStored?: OnStored,
): Promise<string> {
  return db.transaction(async (tx) => {
    const guest = await recentGuest(tx, guestId, context.now);
    const language = context.language ?? 'en';
    const [row] = await tx
      .insert(service_requests)
      // The application's clock (milliseconds), like an inquiry's: the inbox row repeats the time exactly.
      .values({ guest_id: guest.id, ...requestColumns(input), language, created_at: context.now })
      .returning(created);
    if (!row) throw new Error('insert into service_requests returned no row');
    const lead = {
      ...input,
      id: row.id,
      receivedAt: row.created_at,
      requester: guest,
      phone: guest.phone_number,
      city: guest.city || null,
      language,
      callBy: expectCall(row.created_at, context.responsePolicy, context.closedDays),
    };
    const copy = await visitorCopy(tx, context, guest.email);
    await addToInbox(tx, lead, await enqueueMail(tx, estimateEmails(lead, context.companyEmail, copy)));
    await onStored?.(tx, row.id);
    return row.id;
  });
}

/**
 * Stores a signed-in user's request and its inbox row and queues the company's copy, plus the user's confirmation when their
 * estimate_verification notification is on; `onStored` runs in the same transaction.
 */
export function submitUserServiceRequest(
  db: Db,
  userId: string,
  input: UserServiceRequestInput,
  context: LeadContext,
  onStored?: OnStored,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
        username: users.username,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    // accountErrors.signInRequired's text; leads/ does not import accounts/ (server folders import one way).
    if (!user) throw httpError(401, msg('accountApi.signInRequired'));
    const hourAgo = new Date(context.now.getTime() - HOUR_MS);
    const [recent] = await tx
      .select({ n: count(), oldest: min(service_requests.created_at) })
      .from(service_requests)
      .where(and(eq(service_requests.user_id, userId), gt(service_requests.created_at, hourAgo)));
    if ((recent?.n ?? 0) >= USER_REQUESTS_PER_HOUR) {
      // A place frees up when the oldest request of the hour leaves it: Retry-After says when.
      const freed = (recent?.oldest ?? context.now).getTime() + HOUR_MS;
      throw new RetryLaterError(msg('leadApi.tooManyEstimates'), (freed - context.now.getTime()) / 1000);
    }
    const confirm = await wantsNotification(tx, userId, 'estimate_verification');
    const [row] = await tx
      .insert(service_requests)
      .values({
        user_id: userId,
        phone_number: input.phone,
        city: input.city,
        ...requestColumns(input),
        language: context.language ?? 'en',
        created_at: context.now,
      })
      .returning(created);
    if (!row) throw new Error('insert into service_requests returned no row');
    const requester: Requester = user;
    const lead = {
      ...input,
      id: row.id,
      receivedAt: row.created_at,
      requester,
      language: context.language ?? 'en',
      callBy: expectCall(row.created_at, context.responsePolicy, context.closedDays),
    };
    // The account's own address: a verified one is proven, an unverified one gets the plain copy.
    const copy = confirm && (await visitorCopy(tx, context, user.email));
    await addToInbox(tx, lead, await enqueueMail(tx, estimateEmails(lead, context.companyEmail, copy)));
    await onStored?.(tx, row.id);
    return row.id;
  });
}
