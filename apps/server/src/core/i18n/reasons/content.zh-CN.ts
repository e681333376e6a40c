/** zh-CN refusal reasons of work orders, docs, notices, datasets, models and software. */
export const CONTENT_REASONS_ZH_CN: Readonly<Record<string, string>> = {
  'work order not found': '工单不存在',
  'subscription not found': '订阅不存在',
  'canned reply not found': '快捷回复不存在',
  'a canned reply of this title exists': '已有同标题的快捷回复',
  'illegal work-order category id': '工单分类 ID 无效',
  'illegal work-order subcategory id': '工单子分类 ID 无效',
  'illegal work-order document id': '工单帮助文档 ID 无效',
  'a work-order category of this name exists already': '已有同名的工单分类',
  'a subcategory of this name exists already in the category': '此分类下已有同名子分类',
  'the work-order category still has subcategories': '此工单分类下还有子分类',
  'the work-order subcategory still has help documents': '此工单子分类下还有帮助文档',
  'only your own last comment can be changed, within 5 minutes, while the work order is open':
    '只能修改自己的最后一条回复，且须在 5 分钟内、工单未关闭时',
  'files of a {state} work order cannot be removed': '{state}的工单不能删除文件',
  'a {state} work order takes no more replies': '{state}的工单不能再回复',
  'a {state} work order cannot be revoked': '{state}的工单不能撤销',
  'a {state} work order cannot be picked': '{state}的工单不能领取',
  'a {state} work order takes no more notes': '{state}的工单不能再添加备注',
  'a {state} work order cannot be resolved': '{state}的工单不能标记为已解决',
  'only a resolved work order can be confirmed': '只有已解决的工单才能确认',
  'only a resolved work order can be reopened': '只有已解决的工单才能重新打开',
  'a work order can be reopened only once': '工单只能重新打开一次',
  'only a resolved work order closes itself': '只有已解决的工单才会自动关闭',
  'you have no instance named {name}': '您没有名为 {name} 的实例',
  'this question concerns {type}, not an instance': '此问题涉及 {type}，不是实例',
  'you have {max} open work orders; wait for one to be resolved, or revoke one, before writing another':
    '您已有 {max} 个未关闭的工单；请等待其中一个解决或撤销一个后再提交',
  // Notices in both languages (contracts/ops-notices.ts), and canned replies
  'is required in English unless single_language is set': '必须填写英文，除非勾选了“仅一种语言”',
  'is required in Chinese unless single_language is set': '必须填写中文，除非勾选了“仅一种语言”',
  'is required in English: a single-language notice is written whole in one language':
    '必须填写英文：仅一种语言的公告须用这种语言写完整',
  'is required in Chinese: a single-language notice is written whole in one language':
    '必须填写中文：仅一种语言的公告须用这种语言写完整',
  'is required in {language} unless single_language is set': '必须填写{language}，除非勾选了“仅一种语言”',
  'is required in {language}: a single-language notice is written whole in one language':
    '必须填写{language}：仅一种语言的公告须用这种语言写完整',
  'is required: write the reply in English or Chinese': '必填：请用英文或中文写回复',
  // Store banners (contracts/ops-banners.ts)
  'is required in English: a single-language banner has a title in one language':
    '必须填写英文：仅一种语言的横幅须有这种语言的标题',
  'is required in Chinese: a single-language banner has a title in one language':
    '必须填写中文：仅一种语言的横幅须有这种语言的标题',
  'is required in {language}: a single-language banner has a title in one language':
    '必须填写{language}：仅一种语言的横幅须有这种语言的标题',
  'must be a path of this site (/store) or an https:// address': '须为本站路径（如 /store）或 https:// 地址',
  'must name at least one banner': '至少须列出一个横幅',
  'must name at most {max} banners': '最多列出 {max} 个横幅',
  'banner not found': '横幅不存在',
  'the banner is already active': '横幅已上架',
  'the banner is not active': '横幅未上架',
  'ids must name every banner once; reload the list and try again':
    'ids 须将每个横幅列出一次；请刷新列表后重试',
  // Docs and notices
  'doc article not found': '文档不存在',
  'doc category not found': '文档分类不存在',
  'the parent category does not exist': '上级分类不存在',
  'a category cannot move under itself or one of its subcategories': '分类不能移到自身或其子分类之下',
  'the category is already first': '分类已在最前',
  'the category is already last': '分类已在最后',
  'the category holds {count} article(s): move or delete them first':
    '分类下有 {count} 篇文章：请先移走或删除',
  'the category holds {count} subcategory(ies): move or delete them first':
    '分类下有 {count} 个子分类：请先移走或删除',
  'the article is already first': '文章已在最前',
  'the article is already last': '文章已在最后',
  'the article is already published': '文章已发布',
  'the article is not published': '文章未发布',
  'the article needs a body before it is published': '文章发布前需填写正文',
  'the article needs a title before it is published': '文章发布前需填写标题',
  'unpublish the article before editing it': '请先下架文章再编辑',
  'notice not found': '公告不存在',
  'the notice is already published': '公告已发布',
  'the notice is not published': '公告未发布',
  'the notice needs a title before it is published': '公告发布前需填写标题',
  'the notice needs content before it is published': '公告发布前需填写内容',
  'unpublish the notice before editing it': '请先下架公告再编辑',
  'another version was published at the same moment; reload and try again':
    '同一时刻已有另一版本发布；请刷新后重试',
  // Datasets, models, software
  'dataset not found': '数据集不存在',
  'model not found': '模型不存在',
  '{id} is not a published dataset': '{id} 不是已发布的数据集',
  'another dataset already has this slug': '已有数据集使用此 slug',
  'another model already has this slug': '已有模型使用此 slug',
  'instances have mounted this dataset: unpublish it instead': '已有实例挂载此数据集：请改为下架',
  'product not found': '软件不存在',
  'release not found': '版本不存在',
  'add a release before publishing the product': '发布软件前请先添加一个版本',
  'this product already has this version for this platform and architecture':
    '此软件在该平台和架构下已有这个版本',
};
