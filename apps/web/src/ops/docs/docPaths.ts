export const OPS_DOCS_PATH = '/ops/docs';

export const opsDocArticlePath = (id: number) => `${OPS_DOCS_PATH}/${id}`;
