/**
 * The server the browser tests start (playwright.config.ts): server/main.ts with the server tests' cheap password
 * hashing, so that the many sign-ups and sign-ins they make spend the machine's time on the interface rather than
 * on scrypt. The production server has no setting for this (config.ts).
 */
import { loadConfig, TEST_PASSWORD_COST } from "../../server/config";
import { serve } from "../../server/serve";

serve(() => ({ ...loadConfig(), passwordCost: TEST_PASSWORD_COST }));
