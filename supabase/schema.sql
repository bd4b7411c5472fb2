-- Grundlagen tables for a hosted Supabase project.
--
-- GENERATED from the course catalogue by apps/server/scripts/generate-supabase-sql.ts;
-- do not edit by hand. Apply it once in the SQL editor or with psql (supabase/README.md).
-- Re-running it is safe: tables are created when missing and policies are replaced.
--
-- Every table is the learner's own: user_id defaults to auth.uid(), and row-level security
-- lets each learner select, insert, update and delete only rows where user_id = auth.uid().
-- The anon role gets no access at all. The checks mirror the bundled server's limits.

-- The progress tracker: one row per learner.
create table if not exists public.completed (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  num integer default 1,
  completed_list text check (char_length(completed_list) <= 20000)
);
alter table public.completed enable row level security;
revoke all on table public.completed from anon, authenticated;
grant select, insert, update, delete on table public.completed to authenticated;
drop policy if exists "learners select their own rows" on public.completed;
create policy "learners select their own rows" on public.completed for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.completed;
create policy "learners insert their own rows" on public.completed for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.completed;
create policy "learners update their own rows" on public.completed for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.completed;
create policy "learners delete their own rows" on public.completed for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch1_subj_pronoun.
create table if not exists public.ch1_subj_pronoun (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch1_subj_pronoun enable row level security;
revoke all on table public.ch1_subj_pronoun from anon, authenticated;
grant select, insert, update, delete on table public.ch1_subj_pronoun to authenticated;
drop policy if exists "learners select their own rows" on public.ch1_subj_pronoun;
create policy "learners select their own rows" on public.ch1_subj_pronoun for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch1_subj_pronoun;
create policy "learners insert their own rows" on public.ch1_subj_pronoun for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch1_subj_pronoun;
create policy "learners update their own rows" on public.ch1_subj_pronoun for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch1_subj_pronoun;
create policy "learners delete their own rows" on public.ch1_subj_pronoun for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch1_verb_conj.
create table if not exists public.ch1_verb_conj (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch1_verb_conj enable row level security;
revoke all on table public.ch1_verb_conj from anon, authenticated;
grant select, insert, update, delete on table public.ch1_verb_conj to authenticated;
drop policy if exists "learners select their own rows" on public.ch1_verb_conj;
create policy "learners select their own rows" on public.ch1_verb_conj for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch1_verb_conj;
create policy "learners insert their own rows" on public.ch1_verb_conj for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch1_verb_conj;
create policy "learners update their own rows" on public.ch1_verb_conj for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch1_verb_conj;
create policy "learners delete their own rows" on public.ch1_verb_conj for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch2_definite_article.
create table if not exists public.ch2_definite_article (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch2_definite_article enable row level security;
revoke all on table public.ch2_definite_article from anon, authenticated;
grant select, insert, update, delete on table public.ch2_definite_article to authenticated;
drop policy if exists "learners select their own rows" on public.ch2_definite_article;
create policy "learners select their own rows" on public.ch2_definite_article for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch2_definite_article;
create policy "learners insert their own rows" on public.ch2_definite_article for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch2_definite_article;
create policy "learners update their own rows" on public.ch2_definite_article for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch2_definite_article;
create policy "learners delete their own rows" on public.ch2_definite_article for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch2_indefinite_article.
create table if not exists public.ch2_indefinite_article (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch2_indefinite_article enable row level security;
revoke all on table public.ch2_indefinite_article from anon, authenticated;
grant select, insert, update, delete on table public.ch2_indefinite_article to authenticated;
drop policy if exists "learners select their own rows" on public.ch2_indefinite_article;
create policy "learners select their own rows" on public.ch2_indefinite_article for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch2_indefinite_article;
create policy "learners insert their own rows" on public.ch2_indefinite_article for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch2_indefinite_article;
create policy "learners update their own rows" on public.ch2_indefinite_article for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch2_indefinite_article;
create policy "learners delete their own rows" on public.ch2_indefinite_article for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch2_genitives.
create table if not exists public.ch2_genitives (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch2_genitives enable row level security;
revoke all on table public.ch2_genitives from anon, authenticated;
grant select, insert, update, delete on table public.ch2_genitives to authenticated;
drop policy if exists "learners select their own rows" on public.ch2_genitives;
create policy "learners select their own rows" on public.ch2_genitives for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch2_genitives;
create policy "learners insert their own rows" on public.ch2_genitives for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch2_genitives;
create policy "learners update their own rows" on public.ch2_genitives for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch2_genitives;
create policy "learners delete their own rows" on public.ch2_genitives for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch2_extras_def_art.
create table if not exists public.ch2_extras_def_art (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch2_extras_def_art enable row level security;
revoke all on table public.ch2_extras_def_art from anon, authenticated;
grant select, insert, update, delete on table public.ch2_extras_def_art to authenticated;
drop policy if exists "learners select their own rows" on public.ch2_extras_def_art;
create policy "learners select their own rows" on public.ch2_extras_def_art for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch2_extras_def_art;
create policy "learners insert their own rows" on public.ch2_extras_def_art for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch2_extras_def_art;
create policy "learners update their own rows" on public.ch2_extras_def_art for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch2_extras_def_art;
create policy "learners delete their own rows" on public.ch2_extras_def_art for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch2_extras_indef_art.
create table if not exists public.ch2_extras_indef_art (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch2_extras_indef_art enable row level security;
revoke all on table public.ch2_extras_indef_art from anon, authenticated;
grant select, insert, update, delete on table public.ch2_extras_indef_art to authenticated;
drop policy if exists "learners select their own rows" on public.ch2_extras_indef_art;
create policy "learners select their own rows" on public.ch2_extras_indef_art for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch2_extras_indef_art;
create policy "learners insert their own rows" on public.ch2_extras_indef_art for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch2_extras_indef_art;
create policy "learners update their own rows" on public.ch2_extras_indef_art for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch2_extras_indef_art;
create policy "learners delete their own rows" on public.ch2_extras_indef_art for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch3_definite_article.
create table if not exists public.ch3_definite_article (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch3_definite_article enable row level security;
revoke all on table public.ch3_definite_article from anon, authenticated;
grant select, insert, update, delete on table public.ch3_definite_article to authenticated;
drop policy if exists "learners select their own rows" on public.ch3_definite_article;
create policy "learners select their own rows" on public.ch3_definite_article for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch3_definite_article;
create policy "learners insert their own rows" on public.ch3_definite_article for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch3_definite_article;
create policy "learners update their own rows" on public.ch3_definite_article for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch3_definite_article;
create policy "learners delete their own rows" on public.ch3_definite_article for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch3_indefinite_article.
create table if not exists public.ch3_indefinite_article (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch3_indefinite_article enable row level security;
revoke all on table public.ch3_indefinite_article from anon, authenticated;
grant select, insert, update, delete on table public.ch3_indefinite_article to authenticated;
drop policy if exists "learners select their own rows" on public.ch3_indefinite_article;
create policy "learners select their own rows" on public.ch3_indefinite_article for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch3_indefinite_article;
create policy "learners insert their own rows" on public.ch3_indefinite_article for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch3_indefinite_article;
create policy "learners update their own rows" on public.ch3_indefinite_article for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch3_indefinite_article;
create policy "learners delete their own rows" on public.ch3_indefinite_article for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch3_word_order.
create table if not exists public.ch3_word_order (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch3_word_order enable row level security;
revoke all on table public.ch3_word_order from anon, authenticated;
grant select, insert, update, delete on table public.ch3_word_order to authenticated;
drop policy if exists "learners select their own rows" on public.ch3_word_order;
create policy "learners select their own rows" on public.ch3_word_order for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch3_word_order;
create policy "learners insert their own rows" on public.ch3_word_order for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch3_word_order;
create policy "learners update their own rows" on public.ch3_word_order for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch3_word_order;
create policy "learners delete their own rows" on public.ch3_word_order for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch3_extras_def_art.
create table if not exists public.ch3_extras_def_art (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch3_extras_def_art enable row level security;
revoke all on table public.ch3_extras_def_art from anon, authenticated;
grant select, insert, update, delete on table public.ch3_extras_def_art to authenticated;
drop policy if exists "learners select their own rows" on public.ch3_extras_def_art;
create policy "learners select their own rows" on public.ch3_extras_def_art for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch3_extras_def_art;
create policy "learners insert their own rows" on public.ch3_extras_def_art for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch3_extras_def_art;
create policy "learners update their own rows" on public.ch3_extras_def_art for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch3_extras_def_art;
create policy "learners delete their own rows" on public.ch3_extras_def_art for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch3_extras_indef_art.
create table if not exists public.ch3_extras_indef_art (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch3_extras_indef_art enable row level security;
revoke all on table public.ch3_extras_indef_art from anon, authenticated;
grant select, insert, update, delete on table public.ch3_extras_indef_art to authenticated;
drop policy if exists "learners select their own rows" on public.ch3_extras_indef_art;
create policy "learners select their own rows" on public.ch3_extras_indef_art for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch3_extras_indef_art;
create policy "learners insert their own rows" on public.ch3_extras_indef_art for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch3_extras_indef_art;
create policy "learners update their own rows" on public.ch3_extras_indef_art for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch3_extras_indef_art;
create policy "learners delete their own rows" on public.ch3_extras_indef_art for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch4_irreg_verbs.
create table if not exists public.ch4_irreg_verbs (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch4_irreg_verbs enable row level security;
revoke all on table public.ch4_irreg_verbs from anon, authenticated;
grant select, insert, update, delete on table public.ch4_irreg_verbs to authenticated;
drop policy if exists "learners select their own rows" on public.ch4_irreg_verbs;
create policy "learners select their own rows" on public.ch4_irreg_verbs for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch4_irreg_verbs;
create policy "learners insert their own rows" on public.ch4_irreg_verbs for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch4_irreg_verbs;
create policy "learners update their own rows" on public.ch4_irreg_verbs for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch4_irreg_verbs;
create policy "learners delete their own rows" on public.ch4_irreg_verbs for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch4_poss_adj.
create table if not exists public.ch4_poss_adj (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch4_poss_adj enable row level security;
revoke all on table public.ch4_poss_adj from anon, authenticated;
grant select, insert, update, delete on table public.ch4_poss_adj to authenticated;
drop policy if exists "learners select their own rows" on public.ch4_poss_adj;
create policy "learners select their own rows" on public.ch4_poss_adj for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch4_poss_adj;
create policy "learners insert their own rows" on public.ch4_poss_adj for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch4_poss_adj;
create policy "learners update their own rows" on public.ch4_poss_adj for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch4_poss_adj;
create policy "learners delete their own rows" on public.ch4_poss_adj for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch4_kein.
create table if not exists public.ch4_kein (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch4_kein enable row level security;
revoke all on table public.ch4_kein from anon, authenticated;
grant select, insert, update, delete on table public.ch4_kein to authenticated;
drop policy if exists "learners select their own rows" on public.ch4_kein;
create policy "learners select their own rows" on public.ch4_kein for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch4_kein;
create policy "learners insert their own rows" on public.ch4_kein for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch4_kein;
create policy "learners update their own rows" on public.ch4_kein for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch4_kein;
create policy "learners delete their own rows" on public.ch4_kein for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch4_kein_nicht.
create table if not exists public.ch4_kein_nicht (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch4_kein_nicht enable row level security;
revoke all on table public.ch4_kein_nicht from anon, authenticated;
grant select, insert, update, delete on table public.ch4_kein_nicht to authenticated;
drop policy if exists "learners select their own rows" on public.ch4_kein_nicht;
create policy "learners select their own rows" on public.ch4_kein_nicht for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch4_kein_nicht;
create policy "learners insert their own rows" on public.ch4_kein_nicht for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch4_kein_nicht;
create policy "learners update their own rows" on public.ch4_kein_nicht for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch4_kein_nicht;
create policy "learners delete their own rows" on public.ch4_kein_nicht for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch5_acc_prep.
create table if not exists public.ch5_acc_prep (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch5_acc_prep enable row level security;
revoke all on table public.ch5_acc_prep from anon, authenticated;
grant select, insert, update, delete on table public.ch5_acc_prep to authenticated;
drop policy if exists "learners select their own rows" on public.ch5_acc_prep;
create policy "learners select their own rows" on public.ch5_acc_prep for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch5_acc_prep;
create policy "learners insert their own rows" on public.ch5_acc_prep for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch5_acc_prep;
create policy "learners update their own rows" on public.ch5_acc_prep for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch5_acc_prep;
create policy "learners delete their own rows" on public.ch5_acc_prep for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch5_dat_prep.
create table if not exists public.ch5_dat_prep (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch5_dat_prep enable row level security;
revoke all on table public.ch5_dat_prep from anon, authenticated;
grant select, insert, update, delete on table public.ch5_dat_prep to authenticated;
drop policy if exists "learners select their own rows" on public.ch5_dat_prep;
create policy "learners select their own rows" on public.ch5_dat_prep for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch5_dat_prep;
create policy "learners insert their own rows" on public.ch5_dat_prep for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch5_dat_prep;
create policy "learners update their own rows" on public.ch5_dat_prep for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch5_dat_prep;
create policy "learners delete their own rows" on public.ch5_dat_prep for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch5_acc_pronouns.
create table if not exists public.ch5_acc_pronouns (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch5_acc_pronouns enable row level security;
revoke all on table public.ch5_acc_pronouns from anon, authenticated;
grant select, insert, update, delete on table public.ch5_acc_pronouns to authenticated;
drop policy if exists "learners select their own rows" on public.ch5_acc_pronouns;
create policy "learners select their own rows" on public.ch5_acc_pronouns for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch5_acc_pronouns;
create policy "learners insert their own rows" on public.ch5_acc_pronouns for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch5_acc_pronouns;
create policy "learners update their own rows" on public.ch5_acc_pronouns for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch5_acc_pronouns;
create policy "learners delete their own rows" on public.ch5_acc_pronouns for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch5_dat_pronouns.
create table if not exists public.ch5_dat_pronouns (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch5_dat_pronouns enable row level security;
revoke all on table public.ch5_dat_pronouns from anon, authenticated;
grant select, insert, update, delete on table public.ch5_dat_pronouns to authenticated;
drop policy if exists "learners select their own rows" on public.ch5_dat_pronouns;
create policy "learners select their own rows" on public.ch5_dat_pronouns for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch5_dat_pronouns;
create policy "learners insert their own rows" on public.ch5_dat_pronouns for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch5_dat_pronouns;
create policy "learners update their own rows" on public.ch5_dat_pronouns for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch5_dat_pronouns;
create policy "learners delete their own rows" on public.ch5_dat_pronouns for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch5_noun_pronoun.
create table if not exists public.ch5_noun_pronoun (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch5_noun_pronoun enable row level security;
revoke all on table public.ch5_noun_pronoun from anon, authenticated;
grant select, insert, update, delete on table public.ch5_noun_pronoun to authenticated;
drop policy if exists "learners select their own rows" on public.ch5_noun_pronoun;
create policy "learners select their own rows" on public.ch5_noun_pronoun for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch5_noun_pronoun;
create policy "learners insert their own rows" on public.ch5_noun_pronoun for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch5_noun_pronoun;
create policy "learners update their own rows" on public.ch5_noun_pronoun for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch5_noun_pronoun;
create policy "learners delete their own rows" on public.ch5_noun_pronoun for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch5_preps_pronouns.
create table if not exists public.ch5_preps_pronouns (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch5_preps_pronouns enable row level security;
revoke all on table public.ch5_preps_pronouns from anon, authenticated;
grant select, insert, update, delete on table public.ch5_preps_pronouns to authenticated;
drop policy if exists "learners select their own rows" on public.ch5_preps_pronouns;
create policy "learners select their own rows" on public.ch5_preps_pronouns for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch5_preps_pronouns;
create policy "learners insert their own rows" on public.ch5_preps_pronouns for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch5_preps_pronouns;
create policy "learners update their own rows" on public.ch5_preps_pronouns for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch5_preps_pronouns;
create policy "learners delete their own rows" on public.ch5_preps_pronouns for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch6_stem_changers.
create table if not exists public.ch6_stem_changers (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch6_stem_changers enable row level security;
revoke all on table public.ch6_stem_changers from anon, authenticated;
grant select, insert, update, delete on table public.ch6_stem_changers to authenticated;
drop policy if exists "learners select their own rows" on public.ch6_stem_changers;
create policy "learners select their own rows" on public.ch6_stem_changers for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch6_stem_changers;
create policy "learners insert their own rows" on public.ch6_stem_changers for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch6_stem_changers;
create policy "learners update their own rows" on public.ch6_stem_changers for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch6_stem_changers;
create policy "learners delete their own rows" on public.ch6_stem_changers for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch6_genitives.
create table if not exists public.ch6_genitives (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch6_genitives enable row level security;
revoke all on table public.ch6_genitives from anon, authenticated;
grant select, insert, update, delete on table public.ch6_genitives to authenticated;
drop policy if exists "learners select their own rows" on public.ch6_genitives;
create policy "learners select their own rows" on public.ch6_genitives for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch6_genitives;
create policy "learners insert their own rows" on public.ch6_genitives for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch6_genitives;
create policy "learners update their own rows" on public.ch6_genitives for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch6_genitives;
create policy "learners delete their own rows" on public.ch6_genitives for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch7_nnouns.
create table if not exists public.ch7_nnouns (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch7_nnouns enable row level security;
revoke all on table public.ch7_nnouns from anon, authenticated;
grant select, insert, update, delete on table public.ch7_nnouns to authenticated;
drop policy if exists "learners select their own rows" on public.ch7_nnouns;
create policy "learners select their own rows" on public.ch7_nnouns for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch7_nnouns;
create policy "learners insert their own rows" on public.ch7_nnouns for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch7_nnouns;
create policy "learners update their own rows" on public.ch7_nnouns for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch7_nnouns;
create policy "learners delete their own rows" on public.ch7_nnouns for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch7_nnouns_2.
create table if not exists public.ch7_nnouns_2 (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch7_nnouns_2 enable row level security;
revoke all on table public.ch7_nnouns_2 from anon, authenticated;
grant select, insert, update, delete on table public.ch7_nnouns_2 to authenticated;
drop policy if exists "learners select their own rows" on public.ch7_nnouns_2;
create policy "learners select their own rows" on public.ch7_nnouns_2 for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch7_nnouns_2;
create policy "learners insert their own rows" on public.ch7_nnouns_2 for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch7_nnouns_2;
create policy "learners update their own rows" on public.ch7_nnouns_2 for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch7_nnouns_2;
create policy "learners delete their own rows" on public.ch7_nnouns_2 for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch7_dative_verbs.
create table if not exists public.ch7_dative_verbs (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch7_dative_verbs enable row level security;
revoke all on table public.ch7_dative_verbs from anon, authenticated;
grant select, insert, update, delete on table public.ch7_dative_verbs to authenticated;
drop policy if exists "learners select their own rows" on public.ch7_dative_verbs;
create policy "learners select their own rows" on public.ch7_dative_verbs for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch7_dative_verbs;
create policy "learners insert their own rows" on public.ch7_dative_verbs for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch7_dative_verbs;
create policy "learners update their own rows" on public.ch7_dative_verbs for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch7_dative_verbs;
create policy "learners delete their own rows" on public.ch7_dative_verbs for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch7_gefallen.
create table if not exists public.ch7_gefallen (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch7_gefallen enable row level security;
revoke all on table public.ch7_gefallen from anon, authenticated;
grant select, insert, update, delete on table public.ch7_gefallen to authenticated;
drop policy if exists "learners select their own rows" on public.ch7_gefallen;
create policy "learners select their own rows" on public.ch7_gefallen for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch7_gefallen;
create policy "learners insert their own rows" on public.ch7_gefallen for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch7_gefallen;
create policy "learners update their own rows" on public.ch7_gefallen for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch7_gefallen;
create policy "learners delete their own rows" on public.ch7_gefallen for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch7_questions.
create table if not exists public.ch7_questions (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch7_questions enable row level security;
revoke all on table public.ch7_questions from anon, authenticated;
grant select, insert, update, delete on table public.ch7_questions to authenticated;
drop policy if exists "learners select their own rows" on public.ch7_questions;
create policy "learners select their own rows" on public.ch7_questions for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch7_questions;
create policy "learners insert their own rows" on public.ch7_questions for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch7_questions;
create policy "learners update their own rows" on public.ch7_questions for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch7_questions;
create policy "learners delete their own rows" on public.ch7_questions for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch8_sein_haben.
create table if not exists public.ch8_sein_haben (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch8_sein_haben enable row level security;
revoke all on table public.ch8_sein_haben from anon, authenticated;
grant select, insert, update, delete on table public.ch8_sein_haben to authenticated;
drop policy if exists "learners select their own rows" on public.ch8_sein_haben;
create policy "learners select their own rows" on public.ch8_sein_haben for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch8_sein_haben;
create policy "learners insert their own rows" on public.ch8_sein_haben for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch8_sein_haben;
create policy "learners update their own rows" on public.ch8_sein_haben for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch8_sein_haben;
create policy "learners delete their own rows" on public.ch8_sein_haben for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch8_perfect.
create table if not exists public.ch8_perfect (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch8_perfect enable row level security;
revoke all on table public.ch8_perfect from anon, authenticated;
grant select, insert, update, delete on table public.ch8_perfect to authenticated;
drop policy if exists "learners select their own rows" on public.ch8_perfect;
create policy "learners select their own rows" on public.ch8_perfect for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch8_perfect;
create policy "learners insert their own rows" on public.ch8_perfect for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch8_perfect;
create policy "learners update their own rows" on public.ch8_perfect for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch8_perfect;
create policy "learners delete their own rows" on public.ch8_perfect for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch8_present_to_perfect.
create table if not exists public.ch8_present_to_perfect (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch8_present_to_perfect enable row level security;
revoke all on table public.ch8_present_to_perfect from anon, authenticated;
grant select, insert, update, delete on table public.ch8_present_to_perfect to authenticated;
drop policy if exists "learners select their own rows" on public.ch8_present_to_perfect;
create policy "learners select their own rows" on public.ch8_present_to_perfect for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch8_present_to_perfect;
create policy "learners insert their own rows" on public.ch8_present_to_perfect for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch8_present_to_perfect;
create policy "learners update their own rows" on public.ch8_present_to_perfect for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch8_present_to_perfect;
create policy "learners delete their own rows" on public.ch8_present_to_perfect for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch8_word_order.
create table if not exists public.ch8_word_order (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch8_word_order enable row level security;
revoke all on table public.ch8_word_order from anon, authenticated;
grant select, insert, update, delete on table public.ch8_word_order to authenticated;
drop policy if exists "learners select their own rows" on public.ch8_word_order;
create policy "learners select their own rows" on public.ch8_word_order for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch8_word_order;
create policy "learners insert their own rows" on public.ch8_word_order for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch8_word_order;
create policy "learners update their own rows" on public.ch8_word_order for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch8_word_order;
create policy "learners delete their own rows" on public.ch8_word_order for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch9_nominative_or_not.
create table if not exists public.ch9_nominative_or_not (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch9_nominative_or_not enable row level security;
revoke all on table public.ch9_nominative_or_not from anon, authenticated;
grant select, insert, update, delete on table public.ch9_nominative_or_not to authenticated;
drop policy if exists "learners select their own rows" on public.ch9_nominative_or_not;
create policy "learners select their own rows" on public.ch9_nominative_or_not for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch9_nominative_or_not;
create policy "learners insert their own rows" on public.ch9_nominative_or_not for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch9_nominative_or_not;
create policy "learners update their own rows" on public.ch9_nominative_or_not for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch9_nominative_or_not;
create policy "learners delete their own rows" on public.ch9_nominative_or_not for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch9_future.
create table if not exists public.ch9_future (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch9_future enable row level security;
revoke all on table public.ch9_future from anon, authenticated;
grant select, insert, update, delete on table public.ch9_future to authenticated;
drop policy if exists "learners select their own rows" on public.ch9_future;
create policy "learners select their own rows" on public.ch9_future for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch9_future;
create policy "learners insert their own rows" on public.ch9_future for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch9_future;
create policy "learners update their own rows" on public.ch9_future for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch9_future;
create policy "learners delete their own rows" on public.ch9_future for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch9_tc_prepositions.
create table if not exists public.ch9_tc_prepositions (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch9_tc_prepositions enable row level security;
revoke all on table public.ch9_tc_prepositions from anon, authenticated;
grant select, insert, update, delete on table public.ch9_tc_prepositions to authenticated;
drop policy if exists "learners select their own rows" on public.ch9_tc_prepositions;
create policy "learners select their own rows" on public.ch9_tc_prepositions for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch9_tc_prepositions;
create policy "learners insert their own rows" on public.ch9_tc_prepositions for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch9_tc_prepositions;
create policy "learners update their own rows" on public.ch9_tc_prepositions for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch9_tc_prepositions;
create policy "learners delete their own rows" on public.ch9_tc_prepositions for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch9_tc_prepositions_2.
create table if not exists public.ch9_tc_prepositions_2 (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch9_tc_prepositions_2 enable row level security;
revoke all on table public.ch9_tc_prepositions_2 from anon, authenticated;
grant select, insert, update, delete on table public.ch9_tc_prepositions_2 to authenticated;
drop policy if exists "learners select their own rows" on public.ch9_tc_prepositions_2;
create policy "learners select their own rows" on public.ch9_tc_prepositions_2 for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch9_tc_prepositions_2;
create policy "learners insert their own rows" on public.ch9_tc_prepositions_2 for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch9_tc_prepositions_2;
create policy "learners update their own rows" on public.ch9_tc_prepositions_2 for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch9_tc_prepositions_2;
create policy "learners delete their own rows" on public.ch9_tc_prepositions_2 for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch9_adverbs.
create table if not exists public.ch9_adverbs (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch9_adverbs enable row level security;
revoke all on table public.ch9_adverbs from anon, authenticated;
grant select, insert, update, delete on table public.ch9_adverbs to authenticated;
drop policy if exists "learners select their own rows" on public.ch9_adverbs;
create policy "learners select their own rows" on public.ch9_adverbs for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch9_adverbs;
create policy "learners insert their own rows" on public.ch9_adverbs for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch9_adverbs;
create policy "learners update their own rows" on public.ch9_adverbs for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch9_adverbs;
create policy "learners delete their own rows" on public.ch9_adverbs for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch10_imperatives.
create table if not exists public.ch10_imperatives (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch10_imperatives enable row level security;
revoke all on table public.ch10_imperatives from anon, authenticated;
grant select, insert, update, delete on table public.ch10_imperatives to authenticated;
drop policy if exists "learners select their own rows" on public.ch10_imperatives;
create policy "learners select their own rows" on public.ch10_imperatives for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch10_imperatives;
create policy "learners insert their own rows" on public.ch10_imperatives for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch10_imperatives;
create policy "learners update their own rows" on public.ch10_imperatives for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch10_imperatives;
create policy "learners delete their own rows" on public.ch10_imperatives for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch10_tc_prepositions.
create table if not exists public.ch10_tc_prepositions (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch10_tc_prepositions enable row level security;
revoke all on table public.ch10_tc_prepositions from anon, authenticated;
grant select, insert, update, delete on table public.ch10_tc_prepositions to authenticated;
drop policy if exists "learners select their own rows" on public.ch10_tc_prepositions;
create policy "learners select their own rows" on public.ch10_tc_prepositions for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch10_tc_prepositions;
create policy "learners insert their own rows" on public.ch10_tc_prepositions for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch10_tc_prepositions;
create policy "learners update their own rows" on public.ch10_tc_prepositions for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch10_tc_prepositions;
create policy "learners delete their own rows" on public.ch10_tc_prepositions for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch10_tc_prepositions_2.
create table if not exists public.ch10_tc_prepositions_2 (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch10_tc_prepositions_2 enable row level security;
revoke all on table public.ch10_tc_prepositions_2 from anon, authenticated;
grant select, insert, update, delete on table public.ch10_tc_prepositions_2 to authenticated;
drop policy if exists "learners select their own rows" on public.ch10_tc_prepositions_2;
create policy "learners select their own rows" on public.ch10_tc_prepositions_2 for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch10_tc_prepositions_2;
create policy "learners insert their own rows" on public.ch10_tc_prepositions_2 for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch10_tc_prepositions_2;
create policy "learners update their own rows" on public.ch10_tc_prepositions_2 for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch10_tc_prepositions_2;
create policy "learners delete their own rows" on public.ch10_tc_prepositions_2 for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch10_word_order.
create table if not exists public.ch10_word_order (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch10_word_order enable row level security;
revoke all on table public.ch10_word_order from anon, authenticated;
grant select, insert, update, delete on table public.ch10_word_order to authenticated;
drop policy if exists "learners select their own rows" on public.ch10_word_order;
create policy "learners select their own rows" on public.ch10_word_order for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch10_word_order;
create policy "learners insert their own rows" on public.ch10_word_order for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch10_word_order;
create policy "learners update their own rows" on public.ch10_word_order for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch10_word_order;
create policy "learners delete their own rows" on public.ch10_word_order for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch11_modal_verbs.
create table if not exists public.ch11_modal_verbs (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch11_modal_verbs enable row level security;
revoke all on table public.ch11_modal_verbs from anon, authenticated;
grant select, insert, update, delete on table public.ch11_modal_verbs to authenticated;
drop policy if exists "learners select their own rows" on public.ch11_modal_verbs;
create policy "learners select their own rows" on public.ch11_modal_verbs for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch11_modal_verbs;
create policy "learners insert their own rows" on public.ch11_modal_verbs for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch11_modal_verbs;
create policy "learners update their own rows" on public.ch11_modal_verbs for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch11_modal_verbs;
create policy "learners delete their own rows" on public.ch11_modal_verbs for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch11_modal_conversions.
create table if not exists public.ch11_modal_conversions (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch11_modal_conversions enable row level security;
revoke all on table public.ch11_modal_conversions from anon, authenticated;
grant select, insert, update, delete on table public.ch11_modal_conversions to authenticated;
drop policy if exists "learners select their own rows" on public.ch11_modal_conversions;
create policy "learners select their own rows" on public.ch11_modal_conversions for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch11_modal_conversions;
create policy "learners insert their own rows" on public.ch11_modal_conversions for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch11_modal_conversions;
create policy "learners update their own rows" on public.ch11_modal_conversions for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch11_modal_conversions;
create policy "learners delete their own rows" on public.ch11_modal_conversions for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch11_dependent_clauses.
create table if not exists public.ch11_dependent_clauses (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch11_dependent_clauses enable row level security;
revoke all on table public.ch11_dependent_clauses from anon, authenticated;
grant select, insert, update, delete on table public.ch11_dependent_clauses to authenticated;
drop policy if exists "learners select their own rows" on public.ch11_dependent_clauses;
create policy "learners select their own rows" on public.ch11_dependent_clauses for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch11_dependent_clauses;
create policy "learners insert their own rows" on public.ch11_dependent_clauses for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch11_dependent_clauses;
create policy "learners update their own rows" on public.ch11_dependent_clauses for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch11_dependent_clauses;
create policy "learners delete their own rows" on public.ch11_dependent_clauses for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch11_weil_clauses.
create table if not exists public.ch11_weil_clauses (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch11_weil_clauses enable row level security;
revoke all on table public.ch11_weil_clauses from anon, authenticated;
grant select, insert, update, delete on table public.ch11_weil_clauses to authenticated;
drop policy if exists "learners select their own rows" on public.ch11_weil_clauses;
create policy "learners select their own rows" on public.ch11_weil_clauses for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch11_weil_clauses;
create policy "learners insert their own rows" on public.ch11_weil_clauses for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch11_weil_clauses;
create policy "learners update their own rows" on public.ch11_weil_clauses for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch11_weil_clauses;
create policy "learners delete their own rows" on public.ch11_weil_clauses for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch11_dependent_first_position.
create table if not exists public.ch11_dependent_first_position (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch11_dependent_first_position enable row level security;
revoke all on table public.ch11_dependent_first_position from anon, authenticated;
grant select, insert, update, delete on table public.ch11_dependent_first_position to authenticated;
drop policy if exists "learners select their own rows" on public.ch11_dependent_first_position;
create policy "learners select their own rows" on public.ch11_dependent_first_position for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch11_dependent_first_position;
create policy "learners insert their own rows" on public.ch11_dependent_first_position for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch11_dependent_first_position;
create policy "learners update their own rows" on public.ch11_dependent_first_position for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch11_dependent_first_position;
create policy "learners delete their own rows" on public.ch11_dependent_first_position for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch12_der_words.
create table if not exists public.ch12_der_words (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch12_der_words enable row level security;
revoke all on table public.ch12_der_words from anon, authenticated;
grant select, insert, update, delete on table public.ch12_der_words to authenticated;
drop policy if exists "learners select their own rows" on public.ch12_der_words;
create policy "learners select their own rows" on public.ch12_der_words for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch12_der_words;
create policy "learners insert their own rows" on public.ch12_der_words for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch12_der_words;
create policy "learners update their own rows" on public.ch12_der_words for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch12_der_words;
create policy "learners delete their own rows" on public.ch12_der_words for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch12_relative_pronoun.
create table if not exists public.ch12_relative_pronoun (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch12_relative_pronoun enable row level security;
revoke all on table public.ch12_relative_pronoun from anon, authenticated;
grant select, insert, update, delete on table public.ch12_relative_pronoun to authenticated;
drop policy if exists "learners select their own rows" on public.ch12_relative_pronoun;
create policy "learners select their own rows" on public.ch12_relative_pronoun for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch12_relative_pronoun;
create policy "learners insert their own rows" on public.ch12_relative_pronoun for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch12_relative_pronoun;
create policy "learners update their own rows" on public.ch12_relative_pronoun for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch12_relative_pronoun;
create policy "learners delete their own rows" on public.ch12_relative_pronoun for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch12_relative_clauses_1.
create table if not exists public.ch12_relative_clauses_1 (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch12_relative_clauses_1 enable row level security;
revoke all on table public.ch12_relative_clauses_1 from anon, authenticated;
grant select, insert, update, delete on table public.ch12_relative_clauses_1 to authenticated;
drop policy if exists "learners select their own rows" on public.ch12_relative_clauses_1;
create policy "learners select their own rows" on public.ch12_relative_clauses_1 for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch12_relative_clauses_1;
create policy "learners insert their own rows" on public.ch12_relative_clauses_1 for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch12_relative_clauses_1;
create policy "learners update their own rows" on public.ch12_relative_clauses_1 for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch12_relative_clauses_1;
create policy "learners delete their own rows" on public.ch12_relative_clauses_1 for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch12_relative_clauses_2.
create table if not exists public.ch12_relative_clauses_2 (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch12_relative_clauses_2 enable row level security;
revoke all on table public.ch12_relative_clauses_2 from anon, authenticated;
grant select, insert, update, delete on table public.ch12_relative_clauses_2 to authenticated;
drop policy if exists "learners select their own rows" on public.ch12_relative_clauses_2;
create policy "learners select their own rows" on public.ch12_relative_clauses_2 for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch12_relative_clauses_2;
create policy "learners insert their own rows" on public.ch12_relative_clauses_2 for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch12_relative_clauses_2;
create policy "learners update their own rows" on public.ch12_relative_clauses_2 for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch12_relative_clauses_2;
create policy "learners delete their own rows" on public.ch12_relative_clauses_2 for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch12_passive_voice.
create table if not exists public.ch12_passive_voice (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch12_passive_voice enable row level security;
revoke all on table public.ch12_passive_voice from anon, authenticated;
grant select, insert, update, delete on table public.ch12_passive_voice to authenticated;
drop policy if exists "learners select their own rows" on public.ch12_passive_voice;
create policy "learners select their own rows" on public.ch12_passive_voice for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch12_passive_voice;
create policy "learners insert their own rows" on public.ch12_passive_voice for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch12_passive_voice;
create policy "learners update their own rows" on public.ch12_passive_voice for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch12_passive_voice;
create policy "learners delete their own rows" on public.ch12_passive_voice for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch12_sondern_aber.
create table if not exists public.ch12_sondern_aber (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch12_sondern_aber enable row level security;
revoke all on table public.ch12_sondern_aber from anon, authenticated;
grant select, insert, update, delete on table public.ch12_sondern_aber to authenticated;
drop policy if exists "learners select their own rows" on public.ch12_sondern_aber;
create policy "learners select their own rows" on public.ch12_sondern_aber for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch12_sondern_aber;
create policy "learners insert their own rows" on public.ch12_sondern_aber for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch12_sondern_aber;
create policy "learners update their own rows" on public.ch12_sondern_aber for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch12_sondern_aber;
create policy "learners delete their own rows" on public.ch12_sondern_aber for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch12_wissen_kennen.
create table if not exists public.ch12_wissen_kennen (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch12_wissen_kennen enable row level security;
revoke all on table public.ch12_wissen_kennen from anon, authenticated;
grant select, insert, update, delete on table public.ch12_wissen_kennen to authenticated;
drop policy if exists "learners select their own rows" on public.ch12_wissen_kennen;
create policy "learners select their own rows" on public.ch12_wissen_kennen for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch12_wissen_kennen;
create policy "learners insert their own rows" on public.ch12_wissen_kennen for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch12_wissen_kennen;
create policy "learners update their own rows" on public.ch12_wissen_kennen for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch12_wissen_kennen;
create policy "learners delete their own rows" on public.ch12_wissen_kennen for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch1_ex_to_english.
create table if not exists public.ch1_ex_to_english (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch1_ex_to_english enable row level security;
revoke all on table public.ch1_ex_to_english from anon, authenticated;
grant select, insert, update, delete on table public.ch1_ex_to_english to authenticated;
drop policy if exists "learners select their own rows" on public.ch1_ex_to_english;
create policy "learners select their own rows" on public.ch1_ex_to_english for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch1_ex_to_english;
create policy "learners insert their own rows" on public.ch1_ex_to_english for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch1_ex_to_english;
create policy "learners update their own rows" on public.ch1_ex_to_english for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch1_ex_to_english;
create policy "learners delete their own rows" on public.ch1_ex_to_english for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch1_ex_to_german.
create table if not exists public.ch1_ex_to_german (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch1_ex_to_german enable row level security;
revoke all on table public.ch1_ex_to_german from anon, authenticated;
grant select, insert, update, delete on table public.ch1_ex_to_german to authenticated;
drop policy if exists "learners select their own rows" on public.ch1_ex_to_german;
create policy "learners select their own rows" on public.ch1_ex_to_german for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch1_ex_to_german;
create policy "learners insert their own rows" on public.ch1_ex_to_german for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch1_ex_to_german;
create policy "learners update their own rows" on public.ch1_ex_to_german for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch1_ex_to_german;
create policy "learners delete their own rows" on public.ch1_ex_to_german for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch2_ex_to_english.
create table if not exists public.ch2_ex_to_english (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch2_ex_to_english enable row level security;
revoke all on table public.ch2_ex_to_english from anon, authenticated;
grant select, insert, update, delete on table public.ch2_ex_to_english to authenticated;
drop policy if exists "learners select their own rows" on public.ch2_ex_to_english;
create policy "learners select their own rows" on public.ch2_ex_to_english for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch2_ex_to_english;
create policy "learners insert their own rows" on public.ch2_ex_to_english for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch2_ex_to_english;
create policy "learners update their own rows" on public.ch2_ex_to_english for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch2_ex_to_english;
create policy "learners delete their own rows" on public.ch2_ex_to_english for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch2_ex_to_german.
create table if not exists public.ch2_ex_to_german (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch2_ex_to_german enable row level security;
revoke all on table public.ch2_ex_to_german from anon, authenticated;
grant select, insert, update, delete on table public.ch2_ex_to_german to authenticated;
drop policy if exists "learners select their own rows" on public.ch2_ex_to_german;
create policy "learners select their own rows" on public.ch2_ex_to_german for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch2_ex_to_german;
create policy "learners insert their own rows" on public.ch2_ex_to_german for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch2_ex_to_german;
create policy "learners update their own rows" on public.ch2_ex_to_german for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch2_ex_to_german;
create policy "learners delete their own rows" on public.ch2_ex_to_german for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch3_ex_to_english.
create table if not exists public.ch3_ex_to_english (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch3_ex_to_english enable row level security;
revoke all on table public.ch3_ex_to_english from anon, authenticated;
grant select, insert, update, delete on table public.ch3_ex_to_english to authenticated;
drop policy if exists "learners select their own rows" on public.ch3_ex_to_english;
create policy "learners select their own rows" on public.ch3_ex_to_english for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch3_ex_to_english;
create policy "learners insert their own rows" on public.ch3_ex_to_english for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch3_ex_to_english;
create policy "learners update their own rows" on public.ch3_ex_to_english for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch3_ex_to_english;
create policy "learners delete their own rows" on public.ch3_ex_to_english for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch3_ex_to_german.
create table if not exists public.ch3_ex_to_german (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch3_ex_to_german enable row level security;
revoke all on table public.ch3_ex_to_german from anon, authenticated;
grant select, insert, update, delete on table public.ch3_ex_to_german to authenticated;
drop policy if exists "learners select their own rows" on public.ch3_ex_to_german;
create policy "learners select their own rows" on public.ch3_ex_to_german for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch3_ex_to_german;
create policy "learners insert their own rows" on public.ch3_ex_to_german for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch3_ex_to_german;
create policy "learners update their own rows" on public.ch3_ex_to_german for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch3_ex_to_german;
create policy "learners delete their own rows" on public.ch3_ex_to_german for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch4_ex_to_english.
create table if not exists public.ch4_ex_to_english (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch4_ex_to_english enable row level security;
revoke all on table public.ch4_ex_to_english from anon, authenticated;
grant select, insert, update, delete on table public.ch4_ex_to_english to authenticated;
drop policy if exists "learners select their own rows" on public.ch4_ex_to_english;
create policy "learners select their own rows" on public.ch4_ex_to_english for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch4_ex_to_english;
create policy "learners insert their own rows" on public.ch4_ex_to_english for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch4_ex_to_english;
create policy "learners update their own rows" on public.ch4_ex_to_english for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch4_ex_to_english;
create policy "learners delete their own rows" on public.ch4_ex_to_english for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch4_ex_to_german.
create table if not exists public.ch4_ex_to_german (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch4_ex_to_german enable row level security;
revoke all on table public.ch4_ex_to_german from anon, authenticated;
grant select, insert, update, delete on table public.ch4_ex_to_german to authenticated;
drop policy if exists "learners select their own rows" on public.ch4_ex_to_german;
create policy "learners select their own rows" on public.ch4_ex_to_german for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch4_ex_to_german;
create policy "learners insert their own rows" on public.ch4_ex_to_german for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch4_ex_to_german;
create policy "learners update their own rows" on public.ch4_ex_to_german for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch4_ex_to_german;
create policy "learners delete their own rows" on public.ch4_ex_to_german for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch5_ex_to_english.
create table if not exists public.ch5_ex_to_english (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch5_ex_to_english enable row level security;
revoke all on table public.ch5_ex_to_english from anon, authenticated;
grant select, insert, update, delete on table public.ch5_ex_to_english to authenticated;
drop policy if exists "learners select their own rows" on public.ch5_ex_to_english;
create policy "learners select their own rows" on public.ch5_ex_to_english for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch5_ex_to_english;
create policy "learners insert their own rows" on public.ch5_ex_to_english for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch5_ex_to_english;
create policy "learners update their own rows" on public.ch5_ex_to_english for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch5_ex_to_english;
create policy "learners delete their own rows" on public.ch5_ex_to_english for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch5_ex_to_german.
create table if not exists public.ch5_ex_to_german (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch5_ex_to_german enable row level security;
revoke all on table public.ch5_ex_to_german from anon, authenticated;
grant select, insert, update, delete on table public.ch5_ex_to_german to authenticated;
drop policy if exists "learners select their own rows" on public.ch5_ex_to_german;
create policy "learners select their own rows" on public.ch5_ex_to_german for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch5_ex_to_german;
create policy "learners insert their own rows" on public.ch5_ex_to_german for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch5_ex_to_german;
create policy "learners update their own rows" on public.ch5_ex_to_german for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch5_ex_to_german;
create policy "learners delete their own rows" on public.ch5_ex_to_german for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch6_ex_to_english.
create table if not exists public.ch6_ex_to_english (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch6_ex_to_english enable row level security;
revoke all on table public.ch6_ex_to_english from anon, authenticated;
grant select, insert, update, delete on table public.ch6_ex_to_english to authenticated;
drop policy if exists "learners select their own rows" on public.ch6_ex_to_english;
create policy "learners select their own rows" on public.ch6_ex_to_english for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch6_ex_to_english;
create policy "learners insert their own rows" on public.ch6_ex_to_english for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch6_ex_to_english;
create policy "learners update their own rows" on public.ch6_ex_to_english for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch6_ex_to_english;
create policy "learners delete their own rows" on public.ch6_ex_to_english for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch6_ex_to_german.
create table if not exists public.ch6_ex_to_german (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch6_ex_to_german enable row level security;
revoke all on table public.ch6_ex_to_german from anon, authenticated;
grant select, insert, update, delete on table public.ch6_ex_to_german to authenticated;
drop policy if exists "learners select their own rows" on public.ch6_ex_to_german;
create policy "learners select their own rows" on public.ch6_ex_to_german for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch6_ex_to_german;
create policy "learners insert their own rows" on public.ch6_ex_to_german for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch6_ex_to_german;
create policy "learners update their own rows" on public.ch6_ex_to_german for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch6_ex_to_german;
create policy "learners delete their own rows" on public.ch6_ex_to_german for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch7_ex_to_english.
create table if not exists public.ch7_ex_to_english (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch7_ex_to_english enable row level security;
revoke all on table public.ch7_ex_to_english from anon, authenticated;
grant select, insert, update, delete on table public.ch7_ex_to_english to authenticated;
drop policy if exists "learners select their own rows" on public.ch7_ex_to_english;
create policy "learners select their own rows" on public.ch7_ex_to_english for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch7_ex_to_english;
create policy "learners insert their own rows" on public.ch7_ex_to_english for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch7_ex_to_english;
create policy "learners update their own rows" on public.ch7_ex_to_english for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch7_ex_to_english;
create policy "learners delete their own rows" on public.ch7_ex_to_english for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch7_ex_to_german.
create table if not exists public.ch7_ex_to_german (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch7_ex_to_german enable row level security;
revoke all on table public.ch7_ex_to_german from anon, authenticated;
grant select, insert, update, delete on table public.ch7_ex_to_german to authenticated;
drop policy if exists "learners select their own rows" on public.ch7_ex_to_german;
create policy "learners select their own rows" on public.ch7_ex_to_german for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch7_ex_to_german;
create policy "learners insert their own rows" on public.ch7_ex_to_german for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch7_ex_to_german;
create policy "learners update their own rows" on public.ch7_ex_to_german for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch7_ex_to_german;
create policy "learners delete their own rows" on public.ch7_ex_to_german for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch8_ex_to_english.
create table if not exists public.ch8_ex_to_english (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch8_ex_to_english enable row level security;
revoke all on table public.ch8_ex_to_english from anon, authenticated;
grant select, insert, update, delete on table public.ch8_ex_to_english to authenticated;
drop policy if exists "learners select their own rows" on public.ch8_ex_to_english;
create policy "learners select their own rows" on public.ch8_ex_to_english for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch8_ex_to_english;
create policy "learners insert their own rows" on public.ch8_ex_to_english for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch8_ex_to_english;
create policy "learners update their own rows" on public.ch8_ex_to_english for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch8_ex_to_english;
create policy "learners delete their own rows" on public.ch8_ex_to_english for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch8_ex_to_german.
create table if not exists public.ch8_ex_to_german (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch8_ex_to_german enable row level security;
revoke all on table public.ch8_ex_to_german from anon, authenticated;
grant select, insert, update, delete on table public.ch8_ex_to_german to authenticated;
drop policy if exists "learners select their own rows" on public.ch8_ex_to_german;
create policy "learners select their own rows" on public.ch8_ex_to_german for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch8_ex_to_german;
create policy "learners insert their own rows" on public.ch8_ex_to_german for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch8_ex_to_german;
create policy "learners update their own rows" on public.ch8_ex_to_german for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch8_ex_to_german;
create policy "learners delete their own rows" on public.ch8_ex_to_german for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch9_ex_to_english.
create table if not exists public.ch9_ex_to_english (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch9_ex_to_english enable row level security;
revoke all on table public.ch9_ex_to_english from anon, authenticated;
grant select, insert, update, delete on table public.ch9_ex_to_english to authenticated;
drop policy if exists "learners select their own rows" on public.ch9_ex_to_english;
create policy "learners select their own rows" on public.ch9_ex_to_english for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch9_ex_to_english;
create policy "learners insert their own rows" on public.ch9_ex_to_english for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch9_ex_to_english;
create policy "learners update their own rows" on public.ch9_ex_to_english for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch9_ex_to_english;
create policy "learners delete their own rows" on public.ch9_ex_to_english for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch9_ex_to_german.
create table if not exists public.ch9_ex_to_german (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch9_ex_to_german enable row level security;
revoke all on table public.ch9_ex_to_german from anon, authenticated;
grant select, insert, update, delete on table public.ch9_ex_to_german to authenticated;
drop policy if exists "learners select their own rows" on public.ch9_ex_to_german;
create policy "learners select their own rows" on public.ch9_ex_to_german for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch9_ex_to_german;
create policy "learners insert their own rows" on public.ch9_ex_to_german for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch9_ex_to_german;
create policy "learners update their own rows" on public.ch9_ex_to_german for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch9_ex_to_german;
create policy "learners delete their own rows" on public.ch9_ex_to_german for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch10_ex_to_english.
create table if not exists public.ch10_ex_to_english (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch10_ex_to_english enable row level security;
revoke all on table public.ch10_ex_to_english from anon, authenticated;
grant select, insert, update, delete on table public.ch10_ex_to_english to authenticated;
drop policy if exists "learners select their own rows" on public.ch10_ex_to_english;
create policy "learners select their own rows" on public.ch10_ex_to_english for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch10_ex_to_english;
create policy "learners insert their own rows" on public.ch10_ex_to_english for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch10_ex_to_english;
create policy "learners update their own rows" on public.ch10_ex_to_english for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch10_ex_to_english;
create policy "learners delete their own rows" on public.ch10_ex_to_english for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch10_ex_to_german.
create table if not exists public.ch10_ex_to_german (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch10_ex_to_german enable row level security;
revoke all on table public.ch10_ex_to_german from anon, authenticated;
grant select, insert, update, delete on table public.ch10_ex_to_german to authenticated;
drop policy if exists "learners select their own rows" on public.ch10_ex_to_german;
create policy "learners select their own rows" on public.ch10_ex_to_german for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch10_ex_to_german;
create policy "learners insert their own rows" on public.ch10_ex_to_german for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch10_ex_to_german;
create policy "learners update their own rows" on public.ch10_ex_to_german for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch10_ex_to_german;
create policy "learners delete their own rows" on public.ch10_ex_to_german for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch11_ex_to_english.
create table if not exists public.ch11_ex_to_english (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch11_ex_to_english enable row level security;
revoke all on table public.ch11_ex_to_english from anon, authenticated;
grant select, insert, update, delete on table public.ch11_ex_to_english to authenticated;
drop policy if exists "learners select their own rows" on public.ch11_ex_to_english;
create policy "learners select their own rows" on public.ch11_ex_to_english for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch11_ex_to_english;
create policy "learners insert their own rows" on public.ch11_ex_to_english for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch11_ex_to_english;
create policy "learners update their own rows" on public.ch11_ex_to_english for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch11_ex_to_english;
create policy "learners delete their own rows" on public.ch11_ex_to_english for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch11_ex_to_german.
create table if not exists public.ch11_ex_to_german (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch11_ex_to_german enable row level security;
revoke all on table public.ch11_ex_to_german from anon, authenticated;
grant select, insert, update, delete on table public.ch11_ex_to_german to authenticated;
drop policy if exists "learners select their own rows" on public.ch11_ex_to_german;
create policy "learners select their own rows" on public.ch11_ex_to_german for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch11_ex_to_german;
create policy "learners insert their own rows" on public.ch11_ex_to_german for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch11_ex_to_german;
create policy "learners update their own rows" on public.ch11_ex_to_german for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch11_ex_to_german;
create policy "learners delete their own rows" on public.ch11_ex_to_german for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch12_ex_to_english.
create table if not exists public.ch12_ex_to_english (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch12_ex_to_english enable row level security;
revoke all on table public.ch12_ex_to_english from anon, authenticated;
grant select, insert, update, delete on table public.ch12_ex_to_english to authenticated;
drop policy if exists "learners select their own rows" on public.ch12_ex_to_english;
create policy "learners select their own rows" on public.ch12_ex_to_english for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch12_ex_to_english;
create policy "learners insert their own rows" on public.ch12_ex_to_english for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch12_ex_to_english;
create policy "learners update their own rows" on public.ch12_ex_to_english for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch12_ex_to_english;
create policy "learners delete their own rows" on public.ch12_ex_to_english for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch12_ex_to_german.
create table if not exists public.ch12_ex_to_german (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch12_ex_to_german enable row level security;
revoke all on table public.ch12_ex_to_german from anon, authenticated;
grant select, insert, update, delete on table public.ch12_ex_to_german to authenticated;
drop policy if exists "learners select their own rows" on public.ch12_ex_to_german;
create policy "learners select their own rows" on public.ch12_ex_to_german for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch12_ex_to_german;
create policy "learners insert their own rows" on public.ch12_ex_to_german for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch12_ex_to_german;
create policy "learners update their own rows" on public.ch12_ex_to_german for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch12_ex_to_german;
create policy "learners delete their own rows" on public.ch12_ex_to_german for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch13_ex_to_english.
create table if not exists public.ch13_ex_to_english (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch13_ex_to_english enable row level security;
revoke all on table public.ch13_ex_to_english from anon, authenticated;
grant select, insert, update, delete on table public.ch13_ex_to_english to authenticated;
drop policy if exists "learners select their own rows" on public.ch13_ex_to_english;
create policy "learners select their own rows" on public.ch13_ex_to_english for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch13_ex_to_english;
create policy "learners insert their own rows" on public.ch13_ex_to_english for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch13_ex_to_english;
create policy "learners update their own rows" on public.ch13_ex_to_english for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch13_ex_to_english;
create policy "learners delete their own rows" on public.ch13_ex_to_english for delete to authenticated using ((select auth.uid()) = user_id);

-- Answers of ch13_ex_to_german.
create table if not exists public.ch13_ex_to_german (
  "questionNum" integer not null check ("questionNum" between 1 and 10000),
  "userAnswer" text default '' check (char_length("userAnswer") <= 2000),
  "userAnswer1" text default '' check (char_length("userAnswer1") <= 2000),
  "userAnswer2" text default '' check (char_length("userAnswer2") <= 2000),
  "userAnswer3" text default '' check (char_length("userAnswer3") <= 2000),
  "userAnswer4" text default '' check (char_length("userAnswer4") <= 2000),
  "userAnswer5" text default '' check (char_length("userAnswer5") <= 2000),
  "userAnswer6" text default '' check (char_length("userAnswer6") <= 2000),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, "questionNum")
);
alter table public.ch13_ex_to_german enable row level security;
revoke all on table public.ch13_ex_to_german from anon, authenticated;
grant select, insert, update, delete on table public.ch13_ex_to_german to authenticated;
drop policy if exists "learners select their own rows" on public.ch13_ex_to_german;
create policy "learners select their own rows" on public.ch13_ex_to_german for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.ch13_ex_to_german;
create policy "learners insert their own rows" on public.ch13_ex_to_german for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.ch13_ex_to_german;
create policy "learners update their own rows" on public.ch13_ex_to_german for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.ch13_ex_to_german;
create policy "learners delete their own rows" on public.ch13_ex_to_german for delete to authenticated using ((select auth.uid()) = user_id);

-- The most rows one learner keeps in a table that grows with use (its trigger names the number).
create or replace function public.learner_row_limit() returns trigger
language plpgsql set search_path = '' as $$
DECLARE
  row_limit bigint := TG_ARGV[0]::bigint;
  learner uuid;
  kept bigint;
BEGIN
  FOR learner IN SELECT DISTINCT user_id FROM inserted LOOP
    PERFORM pg_advisory_xact_lock(hashtext(TG_TABLE_NAME), hashtext(learner::text));
    EXECUTE format('SELECT count(*) FROM (SELECT 1 FROM %I.%I WHERE user_id = $1 LIMIT $2) AS kept',
                   TG_TABLE_SCHEMA, TG_TABLE_NAME)
      INTO kept USING learner, row_limit + 1;
    IF kept > row_limit THEN
      RAISE EXCEPTION USING
        ERRCODE = 'PT409',
        MESSAGE = format('%s keeps at most %s rows per learner', TG_TABLE_NAME, row_limit),
        HINT = 'The limit of this table is reached; nothing of this request was stored.';
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;

-- Sets updated_at on every update of a row (learners may not write it).
create or replace function public.touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- Answers learners report as wrongly rejected ("My answer should count").
create table if not exists public.answer_reports (
  id uuid not null default gen_random_uuid(),
  set_table text not null check (char_length(set_table) <= 100),
  question_num integer not null check (question_num between 1 and 10000),
  blank integer check (blank between 1 and 6),
  sentence text not null check (char_length(sentence) <= 2000),
  answer text not null check (char_length(answer) <= 2000),
  created_at timestamptz not null default now(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, id)
);
alter table public.answer_reports enable row level security;
revoke all on table public.answer_reports from anon, authenticated;
grant select on table public.answer_reports to authenticated;
grant insert (set_table, question_num, blank, sentence, answer) on table public.answer_reports to authenticated;
drop policy if exists "learners select their own rows" on public.answer_reports;
create policy "learners select their own rows" on public.answer_reports for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.answer_reports;
create policy "learners insert their own rows" on public.answer_reports for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.answer_reports;
drop policy if exists "learners delete their own rows" on public.answer_reports;
grant select on table public.answer_reports to service_role;
alter table public.answer_reports drop constraint if exists answer_reports_set_table_single_line;
alter table public.answer_reports add constraint answer_reports_set_table_single_line check (set_table !~ '[\x01-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]') not valid;
alter table public.answer_reports drop constraint if exists answer_reports_sentence_single_line;
alter table public.answer_reports add constraint answer_reports_sentence_single_line check (sentence !~ '[\x01-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]') not valid;
alter table public.answer_reports drop constraint if exists answer_reports_answer_single_line;
alter table public.answer_reports add constraint answer_reports_answer_single_line check (answer !~ '[\x01-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]') not valid;
drop trigger if exists answer_reports_row_limit on public.answer_reports;
create trigger answer_reports_row_limit after insert on public.answer_reports
  referencing new table as inserted for each statement execute function public.learner_row_limit(1000);

-- Spaced review: the FSRS state of each review card a learner has earned (issue 25).
create table if not exists public.review_cards (
  card_id text not null check (char_length(card_id) <= 200),
  due timestamptz not null,
  stability double precision not null check (stability between 0 and 1000000000),
  difficulty double precision not null check (difficulty between 0 and 100),
  elapsed_days integer not null check (elapsed_days between 0 and 1000000),
  scheduled_days integer not null check (scheduled_days between 0 and 1000000),
  learning_steps integer not null check (learning_steps between 0 and 1000000),
  reps integer not null check (reps between 0 and 1000000),
  lapses integer not null check (lapses between 0 and 1000000),
  state integer not null check (state between 0 and 3),
  last_review timestamptz,
  updated_at timestamptz not null default now(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, card_id)
);
alter table public.review_cards enable row level security;
revoke all on table public.review_cards from anon, authenticated;
grant select on table public.review_cards to authenticated;
grant insert (card_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review) on table public.review_cards to authenticated;
grant update (card_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review) on table public.review_cards to authenticated;
drop policy if exists "learners select their own rows" on public.review_cards;
create policy "learners select their own rows" on public.review_cards for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.review_cards;
create policy "learners insert their own rows" on public.review_cards for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.review_cards;
create policy "learners update their own rows" on public.review_cards for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.review_cards;
alter table public.review_cards drop constraint if exists review_cards_due_range;
alter table public.review_cards add constraint review_cards_due_range
  check (due >= '1970-01-01T00:00:00Z' and due < '3000-01-01T00:00:00Z') not valid;
alter table public.review_cards drop constraint if exists review_cards_last_review_range;
alter table public.review_cards add constraint review_cards_last_review_range
  check (last_review >= '1970-01-01T00:00:00Z' and last_review < '3000-01-01T00:00:00Z') not valid;
drop trigger if exists review_cards_touch_updated_at on public.review_cards;
create trigger review_cards_touch_updated_at before update on public.review_cards
  for each row execute function public.touch_updated_at();

-- Spaced review: every review answer, its rating and the next due date (issue 25).
create table if not exists public.review_log (
  id uuid not null,
  card_id text not null check (char_length(card_id) <= 200),
  rating integer not null check (rating between 1 and 4),
  answer text not null check (char_length(answer) <= 2000),
  reviewed_at timestamptz not null,
  next_due timestamptz not null,
  stability double precision not null check (stability between 0 and 1000000000),
  difficulty double precision not null check (difficulty between 0 and 100),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, id)
);
alter table public.review_log enable row level security;
revoke all on table public.review_log from anon, authenticated;
grant select, insert, update on table public.review_log to authenticated;
drop policy if exists "learners select their own rows" on public.review_log;
create policy "learners select their own rows" on public.review_log for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.review_log;
create policy "learners insert their own rows" on public.review_log for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.review_log;
create policy "learners update their own rows" on public.review_log for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.review_log;
alter table public.review_log drop constraint if exists review_log_reviewed_at_range;
alter table public.review_log add constraint review_log_reviewed_at_range
  check (reviewed_at >= '1970-01-01T00:00:00Z' and reviewed_at < '3000-01-01T00:00:00Z') not valid;
alter table public.review_log drop constraint if exists review_log_next_due_range;
alter table public.review_log add constraint review_log_next_due_range
  check (next_due >= '1970-01-01T00:00:00Z' and next_due < '3000-01-01T00:00:00Z') not valid;
drop trigger if exists review_log_row_limit on public.review_log;
create trigger review_log_row_limit after insert on public.review_log
  referencing new table as inserted for each statement execute function public.learner_row_limit(50000);

-- My mistakes: checked wrong answers on drills, exercises and tests (issue 25).
create table if not exists public.mistakes (
  id uuid not null,
  set_code text not null check (char_length(set_code) <= 20),
  question_key text not null check (char_length(question_key) <= 200),
  question_num integer check (question_num between 1 and 10000),
  prompt text not null check (char_length(prompt) <= 2000),
  answer text not null check (char_length(answer) <= 2000),
  answer_check text not null check (char_length(answer_check) <= 20000),
  made_at timestamptz not null,
  fixed_at timestamptz,
  explanation text check (char_length(explanation) <= 500),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  primary key (user_id, id)
);
alter table public.mistakes add column if not exists explanation text check (char_length(explanation) <= 500);
alter table public.mistakes enable row level security;
revoke all on table public.mistakes from anon, authenticated;
grant select, insert, update on table public.mistakes to authenticated;
drop policy if exists "learners select their own rows" on public.mistakes;
create policy "learners select their own rows" on public.mistakes for select to authenticated using ((select auth.uid()) = user_id);
drop policy if exists "learners insert their own rows" on public.mistakes;
create policy "learners insert their own rows" on public.mistakes for insert to authenticated with check ((select auth.uid()) = user_id);
drop policy if exists "learners update their own rows" on public.mistakes;
create policy "learners update their own rows" on public.mistakes for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
drop policy if exists "learners delete their own rows" on public.mistakes;
alter table public.mistakes drop constraint if exists mistakes_made_at_range;
alter table public.mistakes add constraint mistakes_made_at_range
  check (made_at >= '1970-01-01T00:00:00Z' and made_at < '3000-01-01T00:00:00Z') not valid;
alter table public.mistakes drop constraint if exists mistakes_fixed_at_range;
alter table public.mistakes add constraint mistakes_fixed_at_range
  check (fixed_at >= '1970-01-01T00:00:00Z' and fixed_at < '3000-01-01T00:00:00Z') not valid;
drop trigger if exists mistakes_row_limit on public.mistakes;
create trigger mistakes_row_limit after insert on public.mistakes
  referencing new table as inserted for each statement execute function public.learner_row_limit(10000);

-- Tables of earlier versions of this file that the course no longer has.
drop table if exists public.ch13_comparatives;
drop table if exists public.ch13_reflexive_verbs;
