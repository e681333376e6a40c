// The notices' queries live in shared/queries/notices.ts: the store page's banners and notice bar
// read them too.
export {
  INFORM_PAGE_SIZE,
  isNoticeNotFound,
  noticeKeys,
  useMarkLatestNoticeSeen,
  useNotice,
  useNoticePage,
} from '../../shared/queries/notices';
