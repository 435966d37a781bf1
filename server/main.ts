import { loadConfig } from "./config";
import { serve } from "./serve";

serve(() => loadConfig());
