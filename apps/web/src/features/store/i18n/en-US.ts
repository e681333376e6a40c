/** English texts of the storeOrder namespace. zh-CN must have the same keys. */
export const storeOrderEnUS = {
  placeholder: 'placeholder',
};
