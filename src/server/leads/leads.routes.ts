import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../shared/i18n/locales';
import { msg } from '../../shared/i18n/message';
import { messages } from '../../shared/messages';
import { callExpectationMessage } from '../../shared/responseTimeTexts';
import type { AppDeps } from '../http/appDeps';
import type { Handlers, JsonBody, JsonReply } from '../http/handlers';
import { httpError } from '../http/httpError';
import { requestLocale } from '../i18n/requestLocale';
import { translate } from '../i18n/translate';
import { answerOnce, jsonOperation } from '../idempotency/idempotency';
import { bookingProof } from '../security/bookingProof';
import { accountKeys } from '../security/keys';
import { withRetryAfter } from '../security/retryLater';
import { requireAuth } from '../sessions/bearer.plugin';
import { requestSizing } from '../sizing/sizing';
import { closedDaysAhead } from './closedDays';
import { createGuest } from './guests.service';
import { submitInquiry } from './inquiries.service';
import {
  contactEmail,
  contactPhone,
  freeText,
  heardAboutOptionId,
  requiredName,
  serviceTypeId,
} from './leadInput';
import { expectCall } from './responseTime';
import {
  type LeadContext,
  type ServiceRequestInput,
  submitGuestServiceRequest,
  submitUserServiceRequest,
} from './serviceRequests.service';

type LeadOperations =
  | 'createGuest'
  | 'createGuestServiceRequest'
  | 'createUserServiceRequest'
  | 'sendInquiry';

type RequestFields = Omit<JsonBody<'createGuestServiceRequest'>, 'guest_id'>;

function serviceRequestInput(body: RequestFields): ServiceRequestInput {
  return {
    serviceTypeId: serviceTypeId(body.service_type_id),
    description: freeText(body.request_description),
    heardAboutOptionId: heardAboutOptionId(body.heard_about_option_id),
    otherHeardAboutDetails: freeText(body.other_heard_about_details),
    sizing: requestSizing(body.sizing),
  };
}

/**
 * Inquiries and estimate requests: each is stored, and its e-mails queued, in one transaction, once per
 * Idempotency-Key (idempotency/idempotency.ts): its answer is stored with it.
 */
export function leadsRoutes({ config, database, clock }: AppDeps): Pick<Handlers, LeadOperations> {
  const { db } = database;
  // The lead's language is the request's (issue 39): stored with it; its copies and visit e-mails use it.
  // The clock is the application's (a test plays out a closed evening, issue 40).
  const nowOf = () => clock?.() ?? new Date();
  const context = async (request: FastifyRequest): Promise<LeadContext & { language: Locale }> => {
    const now = nowOf();
    return {
      companyEmail: config.companyEmail,
      now,
      keys: accountKeys(config),
      language: requestLocale(request),
      responsePolicy: config.responsePolicy,
      closedDays: await closedDaysAhead(db, now),
    };
  };
  // When the company will call (issue 40): the instant the lead's respond_by holds, worded for the visitor.
  const expectCallAnswer = (lead: LeadContext & { language: Locale }) => {
    const expectation = expectCall(lead.now, lead.responsePolicy, lead.closedDays);
    return {
      ...expectation,
      text: translate(lead.language, callExpectationMessage(expectation, lead.language)),
    };
  };
  // The proof that lets the sender book the visit (issue 28); stored with the answer, so a repeat has it too.
  const estimateAnswer = (
    id: string,
    lead: LeadContext & { language: Locale },
  ): JsonReply<'createGuestServiceRequest' | 'createUserServiceRequest'> => ({
    message: translate(lead.language, messages.estimate.submitted),
    payload: {
      id,
      booking_proof: bookingProof(accountKeys(config), id),
      expect_call: expectCallAnswer(lead),
    },
  });

  return {
    async createGuest(request, reply) {
      const { body } = request;
      const guest = {
        first_name: requiredName(body.first_name, 'first_name'),
        last_name: requiredName(body.last_name, 'last_name'),
        email: contactEmail(body.email),
        phone_number: contactPhone(body.phone_number),
        city: body.city ?? '',
      };
      const answer = (id: string): JsonReply<'createGuest'> => ({ payload: { id } });
      return answerOnce(db, request, reply, jsonOperation(request, 'createGuest', 201), async (store) => {
        const id = await createGuest(db, guest, nowOf(), (tx, id) => store.inTransaction(tx, answer(id)));
        request.log.info({ guestId: id }, 'guest created');
        return answer(id);
      });
    },

    async createGuestServiceRequest(request, reply) {
      const { body } = request;
      const input = serviceRequestInput(body);
      const keyed = jsonOperation(request, 'createGuestServiceRequest', 201);
      return answerOnce(db, request, reply, keyed, async (store) => {
        const lead = await context(request);
        const id = await submitGuestServiceRequest(db, body.guest_id, input, lead, (tx, id) =>
          store.inTransaction(tx, estimateAnswer(id, lead)),
        );
        request.log.info({ serviceRequestId: id, guestId: body.guest_id }, 'guest service request stored');
        return estimateAnswer(id, lead);
      });
    },

    async createUserServiceRequest(request, reply) {
      const { userId } = requireAuth(request);
      const { body } = request;
      if (body.user_id !== userId) {
        throw httpError(403, msg('leadApi.ownAccountOnly'));
      }
      const input = {
        ...serviceRequestInput(body),
        phone: contactPhone(body.phone_number),
        city: body.city ?? null,
      };
      const keyed = jsonOperation(request, 'createUserServiceRequest', 201);
      return answerOnce(db, request, reply, keyed, async (store) => {
        const lead = await context(request);
        const id = await withRetryAfter(reply, () =>
          submitUserServiceRequest(db, userId, input, lead, (tx, id) =>
            store.inTransaction(tx, estimateAnswer(id, lead)),
          ),
        );
        request.log.info({ serviceRequestId: id, userId }, 'user service request stored');
        return estimateAnswer(id, lead);
      });
    },

    async sendInquiry(request, reply) {
      const { body } = request;
      const missing = messages.inquiry.missingFields;
      const name = requiredName(body.name, 'name', missing);
      if (!body.email.trim() || !body.phone.trim()) throw httpError(400, missing);
      const products = body.products.map((product, i) => ({
        name: requiredName(product.name, `products.${i}.name`),
        message: freeText(product.message),
      }));
      const input = {
        name,
        email: contactEmail(body.email),
        phone: contactPhone(body.phone),
        products,
        // The bearer token is optional here: a signed-in sender's inquiry is linked to their account.
        userId: request.auth?.userId ?? null,
      };
      const lead = await context(request);
      const answer: JsonReply<'sendInquiry'> = {
        message: translate(lead.language, messages.inquiry.sent),
        expect_call: expectCallAnswer(lead),
      };
      return answerOnce(db, request, reply, jsonOperation(request, 'sendInquiry', 201), async (store) => {
        const id = await submitInquiry(db, input, lead, store.inStatement(answer));
        request.log.info({ inquiryId: id, products: products.length }, 'inquiry stored');
        return answer;
      });
    },
  };
}
