import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from './app-config.ts';

let client: SupabaseClient | null = null;

/** Creates the one supabase-js client of the app; the web app talks to the backend only through it. */
export function initSupabase(config: AppConfig): SupabaseClient {
  client = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      storageKey: 'grundlagen-auth',
    },
  });
  return client;
}

export function supabase(): SupabaseClient {
  if (!client) throw new Error('The backend client is used before it was set up.');
  return client;
}
