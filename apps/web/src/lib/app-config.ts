import { z } from 'zod';

/** Where the backend is: read at start-up so one web build serves any backend (DESIGN §3). */
export const appConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().min(1),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The course's settings could not be loaded (${response.status}).`);
  return appConfigSchema.parse(await response.json());
}
