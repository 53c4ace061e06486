import { z } from 'zod';

// The server's content security policy allows no eval: zod parses without compiling its schemas
// to functions, and so never probes for eval (a probe the browser reports as a violation).
z.config({ jitless: true });
