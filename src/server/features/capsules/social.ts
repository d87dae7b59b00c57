import { capsuleComments, capsuleLikes, capsules } from '../../db/schema';
import { socialRepo } from '../../platform/social/repo';

/** An opened capsule's likes and comments: the platform's social kit, as memories use it. */
export const capsuleSocial = socialRepo({
  parent: { table: capsules, id: capsules.id, likeCount: capsules.likeCount },
  likes: { table: capsuleLikes, parentId: capsuleLikes.capsuleId, userId: capsuleLikes.userId },
  comments: {
    table: capsuleComments,
    id: capsuleComments.id,
    parentId: capsuleComments.capsuleId,
    spaceId: capsuleComments.spaceId,
    userId: capsuleComments.userId,
    text: capsuleComments.text,
    createdAt: capsuleComments.createdAt,
  },
  key: 'capsuleId',
});
