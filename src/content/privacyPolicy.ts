import type { LegalDocument } from './legal';
import { site } from './site';

const company = site.companyName;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  description: `How ${company} collects, uses, stores and protects the personal information you give us through our website, and the choices you have.`,
  intro: `How ${company} collects, uses and protects the information you give us through this website.`,
  lastUpdated: site.legalLastUpdated,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        `${company} sells, installs and services generators, fire pumps, transfer switches and fuel tanks in Florida. This policy explains what personal information we collect through this website, why, how long we keep it and the choices you have. It applies to the website only; work we do at your property is also covered by the agreement you sign with us.`,
        `This website is meant for adults. You must be ${site.minimumAge} or older to create an account or send us a request, and we do not knowingly collect information from anyone younger.`,
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        'We collect only what you type into our forms, plus the technical data needed to run the site safely:',
        [
          'Free estimate requests: first and last name, e-mail address, phone number, city, the service you are interested in, how you heard about us and any description you add.',
          'Inquiry list: the products you add, any note you write for each, and your name, e-mail address and phone number when you send the list.',
          'Customer accounts (optional): first and last name, e-mail address, username, password (stored only as a secure hash), a profile image if you upload one, phone numbers you save with their city and type, and your e-mail notification choices.',
          'Account security: if you turn on two-factor authentication, an encrypted authenticator secret and hashed one-time recovery codes; for each signed-in session, the IP address, an approximate location derived from it and the time you signed in, so you can review your active sessions.',
          'Technical data: IP address, browser type and the pages requested, recorded in server logs to keep the service secure and to limit abuse.',
        ],
        'We do not ask for payment card details on this website and we do not collect sensitive information such as Social Security numbers.',
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use your information',
      blocks: [
        [
          'To answer your estimate request or inquiry, schedule a site visit and prepare a quote.',
          'To create and secure your account, verify your e-mail address, reset a forgotten password and show you your active sessions.',
          'To send the e-mails you asked for: verification codes, password reset links, confirmations of your requests and the notifications you have switched on in your settings.',
          'To provide the service you book with us, including warranty registration with the manufacturer of the equipment you buy.',
          'To protect the site, our customers and us against fraud, spam and misuse, and to meet our legal obligations.',
        ],
        'We do not sell your personal information and we do not share it with third parties for their own marketing.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and browser storage',
      blocks: [
        'The site stores a few small values in cookies in your browser. They are needed for the features you use, are only sent over secure connections and expire after 30 days:',
        [
          'theme: whether you chose the dark or the light color theme.',
          'InquiryList: the products and notes in your inquiry list, so it survives a page reload.',
          'authUser and authToken: who you are and your sign-in token, set only when you sign in and removed when you sign out.',
          'isAccountSecurityOpen, isNotificationOpen and selectedSettingOption: which part of the Settings menu you had open, so it reopens where you left it.',
          'isTwoFAEnabled: a reminder that two-factor authentication is on for your account, cleared when you turn it off.',
          'lang: the language you chose with the language switch (English or Español), so the home page opens in it next time; unlike the others, it is kept for one year.',
        ],
        'During a two-step sign-in the server also sets a short-lived, secure cookie that links the password step to the code step. It cannot be read by scripts and expires within minutes.',
        'You can delete these cookies at any time in your browser settings; you will then be signed out and your theme and inquiry list will be reset.',
      ],
    },
    {
      id: 'analytics',
      heading: 'Analytics',
      blocks: [
        'When it is enabled, we use Google Analytics 4 to count page views and understand which pages are useful. Google Analytics sets its own cookies (names beginning with _ga) and receives your IP address, browser details and the pages you visit. We do not send it your name, e-mail address, phone number or form contents.',
        'The site works fully without analytics. You can block it with a browser setting or extension, or opt out with the Google Analytics opt-out browser add-on. Google describes its use of this data in its own privacy policy.',
      ],
    },
    {
      id: 'email',
      heading: 'E-mail',
      blocks: [
        'Account e-mails (verification codes, password resets and security notices) are part of the service and cannot be switched off while you have an account. Confirmation e-mails for inquiries, estimate requests and phone number changes can be switched on or off under Settings, Notifications. We do not send marketing e-mail without your permission, and every marketing e-mail we send will include a way to unsubscribe, as the federal CAN-SPAM Act requires.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share information with',
      blocks: [
        [
          'Service providers who host the website and database, deliver our e-mail and, when enabled, provide analytics, under contracts that limit their use of the data to providing that service to us.',
          'Equipment manufacturers, to register warranties for equipment we install for you.',
          'Utility and gas providers, permitting offices and inspectors, when a job you booked requires it.',
          'Authorities, when the law requires it or to protect the rights and safety of our customers, staff and the public.',
        ],
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      blocks: [
        [
          'Sign-in sessions last up to 30 days and end earlier when you sign out, change your password or revoke them.',
          'E-mail verification codes and password reset links expire within hours and are deleted afterwards.',
          'Estimate requests and inquiries that do not lead to work are kept for up to two years, so we can follow up on your request.',
          'Records of work we carry out are kept for as long as warranties, service plans and tax and licensing rules require, usually up to seven years.',
          'Account information is kept while your account is open. When you ask us to close it, we delete it or anonymize it within 30 days, except where we must keep a record by law.',
          'Server logs are kept for up to 90 days.',
        ],
      ],
    },
    {
      id: 'security',
      heading: 'How we protect information',
      blocks: [
        'The site is served over encrypted connections (HTTPS). Passwords are stored only as salted hashes using a modern algorithm, sign-in tokens are stored only in hashed form, and two-factor secrets are encrypted at rest. You can turn on two-factor authentication and review or end your active sessions at any time. Access to customer data inside the company is limited to the staff who need it.',
        'No system is perfectly secure. If a breach of personal information ever affects you, we will notify you as the Florida Information Protection Act (section 501.171, Florida Statutes) and other applicable laws require.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and choices',
      blocks: [
        [
          'See, correct and update your account details on your Profile page, and your phone numbers and notification choices under Settings.',
          'Ask us for a copy of the personal information we hold about you.',
          'Ask us to delete your account and personal information, subject to the records we must keep by law.',
          'Withdraw your consent to being contacted about an estimate request at any time.',
        ],
        `To make a request, e-mail ${site.email}. We will confirm your identity and answer within 30 days. We will not treat you differently for exercising these rights. We serve customers in Florida, and your information is stored and processed in the United States.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'If we change this policy, we will post the new version here with a new "last updated" date. If a change materially affects how we use information you have already given us, we will also tell you by e-mail or on the site before it takes effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        `Questions about this policy or your information: ${site.email}, or call ${site.phone.display}.`,
      ],
    },
  ],
};
