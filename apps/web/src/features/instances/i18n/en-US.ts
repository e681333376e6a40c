/** English texts of the instances namespace. zh-CN must have the same keys. */
export const instancesEnUS = {
  placeholder: 'placeholder',
};
