import { describeFairnessPanel, type PanelEntry } from '../../test-support/fairness-panel.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 12 exercises (DESIGN §6): translations written from the prompt
 * sentence alone, as different good learners would write them, which the check must accept, and
 * grammar near misses (wrong der-word or relative pronoun, wrong case after von or a preposition,
 * sein for werden, wissen for kennen, aber for sondern, the verb out of its place) which it must
 * reject.
 */

const toEnglishPanel: PanelEntry[] = [
  {
    prompt: 'Dieser Roman wird in viele Sprachen übersetzt.',
    answers: [
      'This novel is translated into many languages.',
      'This novel is being translated into many languages.',
    ],
    nearMisses: [
      'These novels are translated into many languages.',
      'This novel is translated into many language.',
      'This novel was translated into many languages.',
    ],
  },
  {
    prompt: 'Kennst du den Mann, der neben Anna sitzt?',
    answers: [
      'Do you know the man who is sitting next to Anna?',
      'Do you know the man sitting next to Anna?',
      'Do you know the man that sits next to Anna?',
      "Do you know the man who's sitting beside Anna?",
    ],
    nearMisses: [
      'Do you know the woman who is sitting next to Anna?',
      'Does he know the man who is sitting next to Anna?',
      'Do you know the man who sat next to Anna?',
    ],
  },
  {
    prompt: 'Das Schloss wird vom König gebaut.',
    answers: [
      'The castle is being built by the king.',
      'The palace is built by the king.',
      'The palace is being built by the king.',
    ],
    nearMisses: [
      'The palace was built by the king.',
      'The palace is built for the king.',
      'The palace builds the king.',
    ],
  },
  {
    prompt: 'Ich weiß nicht, wer dieses Bild gemalt hat.',
    answers: [
      "I don't know who painted this picture.",
      'I do not know who painted this painting.',
      "I don't know who has painted this picture.",
    ],
    nearMisses: [
      "I don't know who paints this picture.",
      'I know who painted this picture.',
      "I don't know who painted these pictures.",
    ],
  },
  {
    prompt: 'Das ist kein Gedicht, sondern ein Lied.',
    answers: [
      'That is not a poem but a song.',
      "That isn't a poem, it's a song.",
      "That's not a poem but rather a song.",
      'This is not a poem but a song.',
    ],
    nearMisses: [
      'That is not a song but a poem.',
      'That is not a poem but a story.',
      'That is a poem but not a song.',
    ],
  },
  {
    prompt: 'Welche Zeitschrift liest du?',
    answers: [
      'Which magazine are you reading?',
      'Which magazine do you read?',
      'What magazine are you reading?',
    ],
    nearMisses: [
      'Which magazines are you reading?',
      'Which magazine is he reading?',
      'Which newspaper are you reading?',
    ],
  },
  {
    prompt: 'Die Frau, mit der ich spreche, ist Ärztin.',
    answers: [
      "The woman I'm talking to is a doctor.",
      'The woman with whom I am speaking is a doctor.',
      'The woman who I am talking with is a doctor.',
      "The woman that I'm speaking to is a doctor.",
    ],
    nearMisses: [
      'The women I am talking to is a doctor.',
      'The woman I am talking to was a doctor.',
      'The woman who is talking to me is a doctor.',
    ],
  },
  {
    prompt: 'Diese Lieder werden oft gesungen.',
    answers: ['These songs are often sung.', 'These songs are sung often.'],
    nearMisses: [
      'This song is often sung.',
      'These songs are often singing.',
      'These songs were often sung.',
    ],
  },
  {
    prompt: 'Manche Märchen sind sehr alt.',
    answers: ['Some fairy tales are very old.', 'Many a fairy tale is very old.'],
    nearMisses: [
      'These fairy tales are very old.',
      'Some fairy tales are very cold.',
      'Some fairy tale are very old.',
    ],
  },
  {
    prompt: 'Solche Gemälde kenne ich nicht.',
    answers: [
      "I don't know such paintings.",
      "I don't know paintings like that.",
      "I'm not familiar with such paintings.",
    ],
    nearMisses: ["I don't know this painting.", 'I know such paintings.', "I don't know such a painting."],
  },
  {
    prompt: 'Das Denkmal wird morgen eröffnet.',
    answers: [
      'The monument will be opened tomorrow.',
      'The monument is being opened tomorrow.',
      'The memorial is being unveiled tomorrow.',
      'Tomorrow the monument is opened.',
      'The memorial is going to be unveiled tomorrow.',
    ],
    nearMisses: [
      'The monument was opened tomorrow.',
      'The monument is opened today.',
      'The monuments will be opened tomorrow.',
    ],
  },
  {
    prompt: 'Der Autor, dessen Roman wir lesen, wohnt in Berlin.',
    answers: [
      'The author whose novel we are reading lives in Berlin.',
      "The author whose novel we're reading lives in Berlin.",
      'The author whose novel we read lives in Berlin.',
    ],
    nearMisses: [
      'The author whose novels we are reading lives in Berlin.',
      'The author whose novel we are reading live in Berlin.',
      'The author who is reading our novel lives in Berlin.',
    ],
  },
  {
    prompt: 'Wir gehen nicht ins Kino, sondern ins Theater.',
    answers: [
      'We are not going to the cinema but to the theatre.',
      "We're not going to the movies, but to the theater.",
      "We aren't going to the cinema but rather to the theatre.",
    ],
    nearMisses: [
      'We are not going to the theatre but to the cinema.',
      'We are going to the cinema but not to the theatre.',
      'We were not going to the cinema but to the theatre.',
    ],
  },
  {
    prompt: 'Weißt du, ob die Ausstellung heute geöffnet ist?',
    answers: [
      'Do you know if the exhibition is open today?',
      'Do you know whether the exhibition is open today?',
    ],
    nearMisses: [
      'Do you know if the exhibition is closed today?',
      'Do you know if the exhibitions are open today?',
      'Do you know when the exhibition is open today?',
    ],
  },
  {
    prompt: 'Die Kirche wird oft besucht.',
    answers: ['The church is often visited.', 'The church is visited often.'],
    nearMisses: [
      'The church is often visiting.',
      'The churches are often visited.',
      'The church was often visited.',
    ],
  },
  {
    prompt: 'Das Haus, in dem wir wohnen, ist sehr alt.',
    answers: [
      'The house we live in is very old.',
      'The house in which we live is very old.',
      'The house where we live is very old.',
      'The house that we are living in is very old.',
    ],
    nearMisses: [
      'The houses we live in are very old.',
      'The house we live in is very cold.',
      'The house we lived in is very old.',
    ],
  },
  {
    prompt: 'Ich kenne diese Stadt gut, aber jene Stadt kenne ich nicht.',
    answers: [
      "I know this city well, but I don't know that city.",
      'I know this town well, but not that town.',
      "I know this city well, but I don't know that one.",
    ],
    nearMisses: [
      'I know this city well, but I know that city.',
      "I know these cities well, but I don't know that city.",
      "I know this city well, but I don't know this city.",
    ],
  },
  {
    prompt: 'Die Kinder, denen ich helfe, lernen Deutsch.',
    answers: [
      'The children I help are learning German.',
      'The children whom I am helping learn German.',
      "The children that I'm helping are learning German.",
      'The kids I help are learning German.',
    ],
    nearMisses: [
      'The children who help me are learning German.',
      'The child I help is learning German.',
      'The children I helped are learning German.',
    ],
  },
  {
    prompt: 'Der Brief wird morgen geschrieben werden.',
    answers: [
      'The letter will be written tomorrow.',
      'Tomorrow the letter will be written.',
      'The letter is going to be written tomorrow.',
    ],
    nearMisses: [
      'The letter will write tomorrow.',
      'The letters will be written tomorrow.',
      'The letter will be written today.',
    ],
  },
  {
    prompt: 'Welchem Künstler gehört dieses Gemälde?',
    answers: [
      'Which artist does this painting belong to?',
      'To which artist does this painting belong?',
      'Which artist owns this painting?',
    ],
    nearMisses: [
      'Which artists does this painting belong to?',
      'Which artist does this painting belongs to?',
      'Which artist do these paintings belong to?',
    ],
  },
  {
    prompt: 'Das Fest wird von den Studenten organisiert.',
    answers: [
      'The festival is organised by the students.',
      'The party is being organized by the students.',
      'The celebration is organized by the students.',
    ],
    nearMisses: [
      'The festival is organised by the student.',
      'The festival was organised by the students.',
      'The festival is organised for the students.',
    ],
  },
  {
    prompt: 'Der Film, den wir gestern gesehen haben, ist sehr bekannt.',
    answers: [
      'The film we saw yesterday is very well known.',
      'The movie that we watched yesterday is very famous.',
      'The film which we saw yesterday is very famous.',
    ],
    nearMisses: [
      'The film we see yesterday is very well known.',
      'The films we saw yesterday are very well known.',
      'The film we saw today is very well known.',
    ],
  },
  {
    prompt: 'Sie spricht nicht nur Deutsch, sondern auch Englisch.',
    answers: [
      'She speaks not only German but also English.',
      'She not only speaks German but also English.',
      'She not only speaks German, but English as well.',
      'She not only speaks German but also speaks English.',
    ],
    nearMisses: [
      'She speaks not only English but also German.',
      'She speak not only German but also English.',
      'They speak not only German but also English.',
    ],
  },
  {
    prompt: 'Wissen Sie, wo das Konzert ist?',
    answers: ['Do you know where the concert is?'],
    nearMisses: [
      'Do you know when the concert is?',
      'Do you know where the concerts are?',
      'Do you know where the concert was?',
    ],
  },
  {
    prompt: 'Dieses Gedicht wird von den Kindern gelernt.',
    answers: [
      'This poem is learned by the children.',
      'This poem is being learnt by the children.',
      'This poem is being learned by the kids.',
    ],
    nearMisses: [
      'This poem is learned by the child.',
      'These poems are learned by the children.',
      'This poem was learned by the children.',
    ],
  },
];

const toGermanPanel: PanelEntry[] = [
  {
    prompt: 'This novel is being translated by my brother.',
    answers: ['Dieser Roman wird von meinem Bruder übersetzt.'],
    nearMisses: [
      'Dieser Roman wird von meinen Bruder übersetzt.',
      'Dieser Roman ist von meinem Bruder übersetzt.',
      'Dieser Roman wird von meinem Bruder übersetzen.',
      'Dieses Roman wird von meinem Bruder übersetzt.',
      'Dieser Roman wird übersetzt von meinem Bruder.',
    ],
  },
  {
    prompt: 'Do you (informal) know the woman who lives here?',
    answers: ['Kennst du die Frau, die hier wohnt?'],
    nearMisses: [
      'Weißt du die Frau, die hier wohnt?',
      'Kennst du die Frau, der hier wohnt?',
      'Kennst du die Frau, die wohnt hier?',
      'Kennen Sie die Frau, die hier wohnt?',
    ],
  },
  {
    prompt: "I don't know where the museum is.",
    answers: ['Ich weiß nicht, wo das Museum ist.'],
    nearMisses: [
      'Ich kenne nicht, wo das Museum ist.',
      'Ich weiß nicht, wo ist das Museum.',
      'Ich weißt nicht, wo das Museum ist.',
      'Ich weiß nicht, wo der Museum ist.',
    ],
  },
  {
    prompt: 'That is not a church but a palace.',
    answers: ['Das ist keine Kirche, sondern ein Schloss.'],
    nearMisses: [
      'Das ist keine Kirche, aber ein Schloss.',
      'Das ist kein Kirche, sondern ein Schloss.',
      'Das ist keine Kirche, sondern eine Schloss.',
      'Das ist nicht Kirche, sondern ein Schloss.',
    ],
  },
  {
    prompt: 'Which song are you (informal, pl.) singing?',
    answers: ['Welches Lied singt ihr?'],
    nearMisses: [
      'Welche Lied singt ihr?',
      'Welchen Lied singt ihr?',
      'Welches Lied singst ihr?',
      'Welches Lied singst du?',
    ],
  },
  {
    prompt: 'The house is being built by my father.',
    answers: ['Das Haus wird von meinem Vater gebaut.'],
    nearMisses: [
      'Das Haus ist von meinem Vater gebaut.',
      'Das Haus wird von mein Vater gebaut.',
      'Das Haus wird gebaut von meinem Vater.',
      'Das Haus wird von meinem Vater gebaut werden.',
      'Das Haus wird von meinem Vater bauen.',
    ],
  },
  {
    prompt: 'The man I am helping is very old.',
    answers: ['Der Mann, dem ich helfe, ist sehr alt.'],
    nearMisses: [
      'Der Mann, den ich helfe, ist sehr alt.',
      'Der Mann, dem helfe ich, ist sehr alt.',
      'Der Mann ich helfe ist sehr alt.',
      'Der Mann, der ich helfe, ist sehr alt.',
    ],
  },
  {
    prompt: 'These paintings are very famous.',
    answers: [
      'Diese Gemälde sind sehr berühmt.',
      'Diese Bilder sind sehr berühmt.',
      'Diese Gemälde sind sehr bekannt.',
    ],
    nearMisses: [
      'Diesen Gemälde sind sehr berühmt.',
      'Diese Gemälde ist sehr berühmt.',
      'Dieses Gemälde sind sehr berühmt.',
    ],
  },
  {
    prompt: 'The novel I am reading is long but interesting.',
    answers: ['Der Roman, den ich lese, ist lang, aber interessant.'],
    nearMisses: [
      'Der Roman, der ich lese, ist lang, aber interessant.',
      'Der Roman, den ich lese, ist lang, sondern interessant.',
      'Der Roman, den lese ich, ist lang, aber interessant.',
      'Der Roman, dem ich lese, ist lang, aber interessant.',
    ],
  },
  {
    prompt: 'Do you (formal) know that the concert starts at eight?',
    answers: [
      'Wissen Sie, dass das Konzert um acht beginnt?',
      'Wissen Sie, dass das Konzert um acht Uhr anfängt?',
      'Wissen Sie, dass das Konzert um acht Uhr beginnt?',
    ],
    nearMisses: [
      'Kennen Sie, dass das Konzert um acht beginnt?',
      'Wissen Sie, dass das Konzert beginnt um acht?',
      'Weißt du, dass das Konzert um acht beginnt?',
      'Wissen Sie, dass das Konzert um acht beginnen?',
    ],
  },
  {
    prompt: 'The exhibition will be opened tomorrow.',
    answers: ['Die Ausstellung wird morgen eröffnet werden.', 'Morgen wird die Ausstellung eröffnet.'],
    nearMisses: [
      'Die Ausstellung wird morgen eröffnen.',
      'Die Ausstellung wird morgen werden eröffnet.',
      'Die Ausstellung ist morgen eröffnet.',
      'Die Ausstellung werden morgen eröffnet werden.',
    ],
  },
  {
    prompt: 'The city in which we live is small.',
    answers: ['Die Stadt, in der wir wohnen, ist klein.'],
    nearMisses: [
      'Die Stadt, in die wir wohnen, ist klein.',
      'Die Stadt, in dem wir wohnen, ist klein.',
      'Die Stadt, in der wohnen wir, ist klein.',
      'Die Stadt, in denen wir wohnen, ist klein.',
    ],
  },
  {
    prompt: 'We are not going to Berlin but to Hamburg.',
    answers: [
      'Wir fahren nicht nach Berlin, sondern nach Hamburg.',
      'Wir gehen nicht nach Berlin, sondern nach Hamburg.',
    ],
    nearMisses: [
      'Wir fahren nicht nach Berlin, aber nach Hamburg.',
      'Wir fahren nicht zu Berlin, sondern zu Hamburg.',
      'Wir fahren kein nach Berlin, sondern nach Hamburg.',
    ],
  },
  {
    prompt: 'The author whose novels I like lives in Hamburg.',
    answers: [
      'Der Autor, dessen Romane mir gefallen, wohnt in Hamburg.',
      'Der Autor, dessen Romane ich mag, wohnt in Hamburg.',
    ],
    nearMisses: [
      'Der Autor, deren Romane mir gefallen, wohnt in Hamburg.',
      'Der Autor, dessen Romane mir gefällt, wohnt in Hamburg.',
      'Der Autor, dessen Romane ich mögen, wohnt in Hamburg.',
      'Der Autor, dessen Romane gefallen mir, wohnt in Hamburg.',
    ],
  },
  {
    prompt: 'Some children know this fairy tale.',
    answers: ['Manche Kinder kennen dieses Märchen.'],
    nearMisses: [
      'Manche Kinder wissen dieses Märchen.',
      'Manche Kinder kennen diesen Märchen.',
      'Manchen Kinder kennen dieses Märchen.',
      'Manche Kinder kennt dieses Märchen.',
    ],
  },
  {
    prompt: 'Such pictures are painted by these artists.',
    answers: [
      'Solche Bilder werden von diesen Künstlern gemalt.',
      'Solche Gemälde werden von diesen Künstlern gemalt.',
    ],
    nearMisses: [
      'Solche Bilder werden von diesen Künstler gemalt.',
      'Solche Bilder sind von diesen Künstlern gemalt.',
      'Solche Bilder werden von diese Künstlern gemalt.',
      'Solche Bilder wird von diesen Künstlern gemalt.',
    ],
  },
];

describeFairnessPanel(12, [
  { name: 'German to English', set: germanToEnglish, panel: toEnglishPanel, language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: toGermanPanel, language: 'de' },
]);
