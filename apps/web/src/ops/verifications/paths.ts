export const VERIFICATIONS_PATH = '/ops/verifications';

export const verificationPath = (id: number) => `${VERIFICATIONS_PATH}/${id}`;
