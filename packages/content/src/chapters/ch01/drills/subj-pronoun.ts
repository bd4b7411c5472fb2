import type { SubjectPronounDrill } from '../../../sets/schema.ts';

/**
 * "Using the Subject Pronoun" (/ch1/drills/subj_pronoun): 32 situations, each completing
 * "If you are...". Talking TO people: du (one person you know well, a child, an animal),
 * ihr (two or more of those), Sie (one or more adults you address formally). Talking ABOUT
 * people: er (a male), sie (a female, or any group: they).
 */
export const subjPronounDrill = {
  kind: 'subject-pronoun-drill',
  table: 'ch1_subj_pronoun',
  example: { situation: '...talking to Dr. Schneider', answer: 'Sie' },
  situations: [
    {
      situation: '...talking to your little brother',
      answer: 'du',
      reason: 'One person in your family: informal singular du.',
    },
    {
      situation: '...talking about your mother (to a friend)',
      answer: 'sie',
      reason: 'You are talking about one woman, not to her: sie (she).',
    },
    {
      situation: '...asking two classmates a question',
      answer: 'ihr',
      reason: 'Two people you would each call du: informal plural ihr.',
    },
    {
      situation: '...talking to a shop assistant you do not know',
      answer: 'Sie',
      reason: 'An adult you do not know: formal Sie.',
    },
    {
      situation: '...talking about a man',
      answer: 'er',
      reason: 'You are talking about one male person: er (he).',
    },
    {
      situation: '...talking to your grandparents',
      answer: 'ihr',
      reason: 'Two members of your family, so two people you call du: informal plural ihr.',
    },
    {
      situation: '...talking to your dog',
      answer: 'du',
      reason: 'An animal is addressed like a friend: informal singular du.',
    },
    {
      situation: '...talking about your sister',
      answer: 'sie',
      reason: 'You are talking about one girl or woman: sie (she).',
    },
    {
      situation: '...talking to a police officer',
      answer: 'Sie',
      reason: 'An adult you deal with in an official, unfamiliar situation: formal Sie.',
    },
    {
      situation: '...talking to a group of children',
      answer: 'ihr',
      reason: 'Children are addressed with du; for two or more of them: informal plural ihr.',
    },
    {
      situation: '...talking about your father (to a friend)',
      answer: 'er',
      reason: 'You are talking about one man, not to him: er (he).',
    },
    {
      situation: '...talking about your parents',
      answer: 'sie',
      reason: 'You are talking about two people: sie (they). The verb shows the plural: sie arbeiten.',
    },
    {
      situation: '...talking to your best friend',
      answer: 'du',
      reason: 'One person you know well: informal singular du.',
    },
    {
      situation: '...talking to two colleagues you address formally',
      answer: 'Sie',
      reason: 'Formal Sie is both singular and plural, so it is right for two people too.',
    },
    {
      situation: '...talking about Herr Becker, whom you address as Sie',
      answer: 'er',
      reason:
        'You are talking about him, not to him: er (he). Sie is only for the person or people you speak to.',
    },
    {
      situation: '...talking to your parents',
      answer: 'ihr',
      reason: 'Two people in your family, each of whom you call du: informal plural ihr.',
    },
    {
      situation: '...talking about Frau Schneider, whom you address as Sie',
      answer: 'sie',
      reason: 'You are talking about her, not to her: sie (she), with a small s.',
    },
    {
      situation: '...talking to a five-year-old child',
      answer: 'du',
      reason: 'A child is always addressed informally: du.',
    },
    {
      situation: '...talking to your professor at the university',
      answer: 'Sie',
      reason: 'An adult you address with a title and surname: formal Sie.',
    },
    {
      situation: '...talking about a boy in your class',
      answer: 'er',
      reason: 'You are talking about one boy: er (he).',
    },
    {
      situation: '...talking to your teammates on your football team',
      answer: 'ihr',
      reason: 'A group of people you call du: informal plural ihr.',
    },
    {
      situation: '...talking about two colleagues (to your partner)',
      answer: 'sie',
      reason: 'You are talking about two people, not to them: sie (they).',
    },
    {
      situation: '...talking to your mother',
      answer: 'du',
      reason: 'One member of your family: informal singular du.',
    },
    {
      situation: '...asking an adult stranger on the street for directions',
      answer: 'Sie',
      reason: 'An adult you do not know: formal Sie.',
    },
    {
      situation: '...talking about your grandfather',
      answer: 'er',
      reason: 'You are talking about one man: er (he).',
    },
    {
      situation: '...talking to your two cats',
      answer: 'ihr',
      reason: 'Animals are addressed with du; for two or more of them: informal plural ihr.',
    },
    {
      situation: '...talking about a group of children',
      answer: 'sie',
      reason: 'You are talking about several people: sie (they).',
    },
    {
      situation: '...talking to your cousin',
      answer: 'du',
      reason: 'One member of your family: informal singular du.',
    },
    {
      situation: '...talking to a waiter in a restaurant',
      answer: 'Sie',
      reason: 'An adult serving you whom you do not know: formal Sie.',
    },
    {
      situation: '...talking about your little brother (to your mother)',
      answer: 'er',
      reason: 'You are talking about him, not to him: er (he).',
    },
    {
      situation: '...talking to your grandmother',
      answer: 'du',
      reason: 'One member of your family: informal singular du.',
    },
    {
      situation: '...talking to your doctor',
      answer: 'Sie',
      reason: 'An adult you know only in a professional role: formal Sie.',
    },
  ],
} satisfies SubjectPronounDrill;
