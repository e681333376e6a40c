// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { article } from './ops-docs/article';
export { createArticle } from './ops-docs/createArticle';
export { createCategory } from './ops-docs/createCategory';
export { deleteArticle } from './ops-docs/deleteArticle';
export { deleteCategory } from './ops-docs/deleteCategory';
export { docs } from './ops-docs/docs';
export { moveArticle } from './ops-docs/moveArticle';
export { moveCategory } from './ops-docs/moveCategory';
export { publishArticle } from './ops-docs/publishArticle';
export { saveArticle } from './ops-docs/saveArticle';
export { unpublishArticle } from './ops-docs/unpublishArticle';
export { updateCategory } from './ops-docs/updateCategory';
