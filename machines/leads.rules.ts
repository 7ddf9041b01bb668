import { invalidEmailMessage, isValidEmail } from '../src/shared/email';
import { type Message, msg } from '../src/shared/i18n/message';
import { type City, type HeardAboutOptionId, OTHER_OPTION_ID, type ServiceTypeId } from '../src/shared/leads';
import { normalizeUsPhone } from '../src/shared/phone';
import type { SizingAnswers } from '../src/shared/sizing/sizingAnswers';

// Pure rules of the lead forms (the estimate form and the inquiry list), kept apart from the statecharts so
// that views can ask the same questions (is the Other box shown? what is sent?) without duplicating them.

/** The names and e-mail of a person: the signed-in user, or a guest offered to create an account. */
export interface EstimateUser {
  first_name: string;
  last_name: string;
  email: string;
}

/** The sizing guide's answers and the one line the form shows for them (the server sizes them afresh). */
export interface SizingAttachment {
  answers: SizingAnswers;
  headline: string;
}

/** The estimate form's state (SPEC section 3); `phoneNumber` holds digits only. */
export interface EstimateFields {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  city: City | null;
  serviceRequest: ServiceTypeId | null;
  howHeard: HeardAboutOptionId | null;
  agreeToContact: boolean;
  otherServiceDescription: string;
  otherHowHeardDetails: string;
  /** The sizing guide's answers, attached by "Request a free estimate with this sizing" (issue 27). */
  sizing: SizingAttachment | null;
}

export type EstimateTextField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'otherServiceDescription'
  | 'otherHowHeardDetails';

export type RequiredEstimateField = 'firstName' | 'lastName' | 'email' | 'phoneNumber';

export type FieldErrors = Partial<Record<RequiredEstimateField, Message>>;

/** Shown under an empty required field (the spec names the required fields but fixes no text). */
export const REQUIRED_FIELD_MESSAGE: Message = msg('estimate.required');

/** Under a phone number that is not a valid US one (the same English as the profile's phone numbers). */
export const INVALID_PHONE_MESSAGE: Message = msg('estimate.phoneInvalid');

export function emptyFields(user: EstimateUser | null): EstimateFields {
  return {
    firstName: user?.first_name ?? '',
    lastName: user?.last_name ?? '',
    email: user?.email ?? '',
    phoneNumber: '',
    city: null,
    serviceRequest: null,
    howHeard: null,
    agreeToContact: false,
    otherServiceDescription: '',
    otherHowHeardDetails: '',
    sizing: null,
  };
}

/** SPEC 5: first name, last name, e-mail and phone are required; e-mail and phone must be usable. */
export function estimateFieldErrors(fields: EstimateFields): FieldErrors {
  const errors: FieldErrors = {};
  if (fields.firstName.trim() === '') errors.firstName = REQUIRED_FIELD_MESSAGE;
  if (fields.lastName.trim() === '') errors.lastName = REQUIRED_FIELD_MESSAGE;
  if (fields.email.trim() === '') errors.email = REQUIRED_FIELD_MESSAGE;
  else if (!isValidEmail(fields.email)) errors.email = invalidEmailMessage;
  if (fields.phoneNumber === '') errors.phoneNumber = REQUIRED_FIELD_MESSAGE;
  else if (normalizeUsPhone(fields.phoneNumber) === null) errors.phoneNumber = INVALID_PHONE_MESSAGE;
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** 'Other' in the service list reveals its free-text box. */
export function showsOtherService(fields: EstimateFields): boolean {
  return fields.serviceRequest === OTHER_OPTION_ID;
}

/** 'Other' in the how-heard list reveals its free-text box. */
export function showsOtherHowHeard(fields: EstimateFields): boolean {
  return fields.howHeard === OTHER_OPTION_ID;
}

/** The body of POST /guests/create. */
export interface GuestPayload {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  city: City | null;
}

export function guestPayload(fields: EstimateFields): GuestPayload {
  return {
    first_name: fields.firstName.trim(),
    last_name: fields.lastName.trim(),
    email: fields.email.trim(),
    phone_number: fields.phoneNumber,
    city: fields.city,
  };
}

/** Identifies a guest record by the details it was made with, so a retry reuses it. */
export function guestKey(fields: EstimateFields): string {
  return JSON.stringify(guestPayload(fields));
}

/** What both service-request calls carry (SPEC section 3); the user's call adds phone and city. */
export interface ServiceRequestPayload {
  service_type_id: ServiceTypeId | null;
  request_description: string;
  heard_about_option_id: HeardAboutOptionId | null;
  other_heard_about_details: string | null;
  /** Only when attached: the server sizes the house from the answers itself. */
  sizing?: SizingAnswers;
}

/** Free text is sent only for the list whose 'Other' is chosen; a hidden box's old text is not. */
export function requestPayload(fields: EstimateFields): ServiceRequestPayload {
  return {
    service_type_id: fields.serviceRequest,
    request_description: showsOtherService(fields) ? fields.otherServiceDescription.trim() : '',
    heard_about_option_id: fields.howHeard,
    other_heard_about_details: showsOtherHowHeard(fields) ? fields.otherHowHeardDetails.trim() : null,
    ...(fields.sizing ? { sizing: fields.sizing.answers } : {}),
  };
}

/** The body of POST /guest/service-request. */
export type GuestRequestPayload = ServiceRequestPayload & { guest_id: string };

/** The body of POST /user/service-request: the user's phone and city come from the form. */
export type UserRequestPayload = ServiceRequestPayload & {
  user_id: string;
  phone_number: string;
  city: City | null;
};

export function userRequestPayload(userId: string, fields: EstimateFields): UserRequestPayload {
  return { user_id: userId, phone_number: fields.phoneNumber, city: fields.city, ...requestPayload(fields) };
}
