/** The demo users of the seeded database (server/db/seed/platform-data.ts), as the tests log in. */
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/db/seed/platform-data';

export interface DemoUser {
  username: string;
  password: string;
  /** USER_NAME shown in the top bar. */
  name: string;
  /** POSITION_CODE shown in the top bar. */
  position: string;
  orgId: number;
  branchCode: string;
}

function demoUser(userId: string): DemoUser {
  const seeded = DEMO_USERS.find((u) => u.userId === userId);
  if (!seeded) throw new Error(`No demo user ${userId} in the seed`);
  return {
    username: seeded.userId,
    password: DEMO_PASSWORD,
    name: seeded.userName,
    position: seeded.positionCode,
    orgId: seeded.orgId,
    branchCode: seeded.branchCode,
  };
}

export const users = {
  /** Head office (org 81): every menu. */
  hoAdmin: demoUser('ho.admin'),
  /** Org 101, branch JKT (org 101 also has branch BKS). */
  branchAdmin: demoUser('branch.admin'),
  /** Org 101, branch BKS, access type KEPALA CABANG. */
  branchHead: demoUser('branch.head'),
  /** Org 102, branch BDG, whose MAPPING SALESREP period the demo closes. */
  bdgAdmin: demoUser('bdg.admin'),
};
