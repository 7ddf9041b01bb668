// The staff alert calls' texts (issue 40). The staff area is English only; a 4xx answers these as they are.
export const pushMessages = {
  endpointNotHttps: 'The push endpoint must be an https:// address.',
  // MAX_DEVICES (pushSubscriptions.service.ts), written out: the contract's example quotes this text.
  tooManyDevices: 'You already get alerts on 10 devices. Remove one before adding another.',
  deviceNotFound: 'Device not found.',
} as const;
