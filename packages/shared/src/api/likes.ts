/** Likes of an event or a moment (/likes). */
export interface LikeReply {
  like: boolean;
  likes_count: number;
}
