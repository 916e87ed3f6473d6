// What other modules and server rendering may use of this module (docs/architecture.md "Server layers").
export { forReader, likeIdentity, type LikeIdentity } from './identity';
export { likedIds } from './service';
