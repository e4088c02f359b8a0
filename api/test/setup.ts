// Runs before every test file (vitest.config.ts `setupFiles`): passwords are hashed at a cheaper
// scrypt cost, so a run spends its time on the rules rather than on hashing. Production keeps
// PASSWORD_COST: test/password-cost.test.ts starts the hashing module without this file.
import { cheaperHashesForTests } from '../src/auth/passwords';

cheaperHashesForTests(1024);
