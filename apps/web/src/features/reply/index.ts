export { CommentComposer } from './CommentComposer';
export { CommentList } from './CommentList';
export { ReplyScreen, replyTitle } from './ReplyScreen';
export { ReplySwiper } from './ReplySwiper';
export { useComments } from './useComments';
export { useReplySubject } from './useReplySubject';
