import { capsuleComments, capsuleLikes, capsules } from '../../db/schema';
import { socialRepo } from '../../platform/social/repo';

/** An opened capsule's likes and comments: the platform's social kit, as memories use it. */
export const capsuleSocial = socialRepo(capsules, { likes: capsuleLikes, comments: capsuleComments }, 'capsuleId');
