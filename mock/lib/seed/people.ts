/** The demo users, and Chinese names and mobile numbers for seeded people (contacts, outlet personnel). */
import type { Rng } from '../store/db';

/**
 * The demo users (one per role) by user number and name: the one home of their names. The sign-in's
 * accounts (mock/lib/server/identity.ts) and every seeded record that names a demo user read them here.
 */
export const DEMO = {
  admin: { userNo: 'admin', userName: '王建国' },
  manager: { userNo: 'manager', userName: '李敏' },
  engineer: { userNo: 'engineer', userName: '张伟' },
  trainer: { userNo: 'trainer', userName: '刘洋' },
  staff: { userNo: 'staff', userName: '陈静' },
} as const;

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '勇', '军', '杰', '涛', '明', '超', '霞', '平', '刚', '辉', '鹏', '华'];

export const person = (r: Rng) => `${r.pick(SURNAMES)}${r.pick(GIVEN)}${r.chance(0.4) ? r.pick(GIVEN) : ''}`;
export const phone = (r: Rng) => `1${r.pick(['3', '5', '8', '9'])}${r.int(0, 9)}${r.int(10000000, 99999999)}`;
