/**
 * Word lists for the demo society: given and family names from many cultures (with their own
 * letters: accents, ß, ø, ł, ñ and a few non-Latin scripts), and literary topics, tags and
 * roundtable title patterns that read like what members would really propose.
 */
export const GIVEN_NAMES = [
  "Ada", "Toni", "Zora", "Langston", "Emily", "Walt", "Sylvia", "Chinua", "Ursula", "Octavia", "James", "Mary",
  "José", "María", "Lucía", "Mateo", "Sofía", "Camila", "Joaquín", "Inés", "Renée", "Zoë", "Chloé", "Anaïs",
  "Søren", "Åsa", "Björn", "Håkon", "Małgorzata", "Łukasz", "Zofia", "Jiří", "Dvořák", "Ágnes", "Gergő",
  "Nguyễn Thị", "Minh", "Thảo", "Aarav", "Priya", "Ananya", "Rohan", "Meera", "Arjun", "Kavya", "Siddharth",
  "Chidi", "Ngozi", "Adaeze", "Oluwaseun", "Kwame", "Ama", "Thandiwe", "Sipho", "Amara", "Tendai",
  "Mei", "Wei", "Jia", "Hiroshi", "Yuki", "Haruto", "Sakura", "Min-jun", "Seo-yeon", "Ji-woo",
  "Aoife", "Siobhán", "Niamh", "Cian", "Eoghan", "Fatima", "Omar", "Layla", "Yusuf", "Zeynep", "Emre",
  "Leilani", "Kai", "Tāne", "Aroha", "Dmitri", "Anastasia", "Ekaterina", "Olamide", "Esperanza", "Björk",
  "Noah", "Olivia", "Liam", "Emma", "Ethan", "Ava", "Isabella", "Lucas", "Mia", "Harper", "Elijah", "Grace",
  "Gabriel", "Aaliyah", "Jamal", "Imani", "Darnell", "Keisha", "Maya", "Diego", "Valentina", "Santiago",
  "Ayşe", "Çağla", "Gülşen", "Stéphane", "François", "Hélène", "Jürgen", "Käthe", "Göran", "Ľubica",
  "美玲", "健太", "Александра", "Σοφία", "Νίκος", "أمينة",
] as const;

export const FAMILY_NAMES = [
  "Hurston", "Morrison", "Baldwin", "Dickinson", "Whitman", "Plath", "Hughes", "Woolf", "Achebe", "Le Guin",
  "Butler", "Austen", "Shelley", "Eliot", "Brontë", "Wilde", "García", "Rodríguez", "Martínez", "Hernández",
  "López", "González", "Pérez", "Sánchez", "Núñez", "Muñoz", "Ibáñez", "Peña", "Kowalski", "Wiśniewski",
  "Wójcik", "Łuczak", "Nowak", "Dvořáková", "Novák", "Horváth", "Kovács", "Szabó", "Nguyễn", "Trần", "Lê",
  "Phạm", "Patel", "Sharma", "Iyer", "Reddy", "Banerjee", "Chatterjee", "Okonkwo", "Adeyemi", "Okafor",
  "Mensah", "Asante", "Dlamini", "Ndlovu", "Mwangi", "Otieno", "Chen", "Wang", "Li", "Zhang", "Liu",
  "Tanaka", "Suzuki", "Takahashi", "Kim", "Park", "Choi", "O'Brien", "Ó Súilleabháin", "Mac Giolla",
  "Ní Bhriain", "Haddad", "Khalil", "Yılmaz", "Öztürk", "Şahin", "Müller", "Schäfer", "Weiß", "Groß",
  "Lindqvist", "Sørensen", "Ångström", "Østergaard", "Kahananui", "Ngata", "Ivanova", "Petrov", "Johnson",
  "Williams", "Brown", "Jones", "Davis", "Miller", "Wilson", "Moore", "Taylor", "Anderson", "Thomas",
  "Jackson", "White", "Harris", "Martin", "Thompson", "Robinson", "Clark", "Lewis", "Walker", "Young",
  "Dubois", "Lefèvre", "Fontaine", "Girard", "Papadopoulos", "Georgiou", "山田", "佐藤", "Смирнова", "Ρήγας",
] as const;

/** What members list as interests and expertise areas. */
export const TOPICS = [
  "Gothic fiction", "Victorian poetry", "Postcolonial theory", "Shakespeare", "Science fiction",
  "Children's literature", "Feminist criticism", "Harlem Renaissance", "Modernism", "Creative writing",
  "Drama", "Queer theory", "Romantic poetry", "Southern Gothic", "Afrofuturism", "Medieval literature",
  "Chaucer", "Milton", "Jane Austen", "The Brontës", "Toni Morrison", "James Baldwin", "Zora Neale Hurston",
  "Virginia Woolf", "Ecocriticism", "Digital humanities", "Translation studies", "Narratology",
  "Young adult fiction", "Fairy tales", "Memoir", "Poetry workshop", "Literary journalism", "Rhetoric",
  "Composition pedagogy", "Latinx literature", "Asian American literature", "Native American literature",
  "Caribbean literature", "African literature", "Irish literature", "Dystopian fiction", "Detective fiction",
  "Graphic novels", "Film adaptation", "Book history", "New historicism", "Psychoanalytic criticism",
  "Disability studies", "Environmental writing", "Sonnets", "Epic poetry", "Restoration drama",
  "Speculative fiction", "Magical realism", "Tolkien", "Mary Shelley", "Edgar Allan Poe", "Emily Dickinson",
  "Walt Whitman", "Langston Hughes", "Octavia Butler", "Ursula K. Le Guin", "Chinua Achebe", "Salman Rushdie",
] as const;

/** Roundtable ideas: a title, a description, tags and the category the tags point to. */
export const ROUNDTABLE_THEMES = [
  { title: "Haunted Houses in Southern Gothic", category: "Gothic Literature", tags: ["gothic", "southern gothic", "faulkner"] },
  { title: "Frankenstein at Two Hundred", category: "Gothic Literature", tags: ["gothic", "mary shelley", "science"] },
  { title: "Dracula and the Fear of the Foreign", category: "Gothic Literature", tags: ["gothic", "victorian", "empire"] },
  { title: "Poe's Unreliable Narrators", category: "Gothic Literature", tags: ["gothic", "poe", "narration"] },
  { title: "Shirley Jackson's Domestic Horror", category: "Gothic Literature", tags: ["horror", "gothic", "women"] },
  { title: "A Room of One's Own Today", category: "Feminist Criticism", tags: ["feminism", "woolf", "essay"] },
  { title: "The Madwoman in the Attic Revisited", category: "Feminist Criticism", tags: ["feminism", "bronte", "criticism"] },
  { title: "Womanist Readings of Alice Walker", category: "Feminist Criticism", tags: ["womanist", "american", "novel"] },
  { title: "Gilman and the Yellow Wallpaper", category: "Feminist Criticism", tags: ["feminism", "short story", "gothic"] },
  { title: "Things Fall Apart in the Classroom", category: "Postcolonialism", tags: ["postcolonial", "achebe", "teaching"] },
  { title: "Rushdie, Migration and Memory", category: "Postcolonialism", tags: ["postcolonial", "diaspora", "novel"] },
  { title: "Adichie and the Danger of a Single Story", category: "Postcolonialism", tags: ["postcolonial", "adichie", "nigeria"] },
  { title: "Writing Back to Empire", category: "Postcolonialism", tags: ["empire", "caribbean", "rhys"] },
  { title: "Sonnet Workshop: Fourteen Lines a Week", category: "Poetry & Creative Writing", tags: ["poetry", "sonnet", "workshop"] },
  { title: "Writing Memoir Without Apology", category: "Poetry & Creative Writing", tags: ["memoir", "creative writing", "nonfiction"] },
  { title: "Haiku and the Art of Attention", category: "Poetry & Creative Writing", tags: ["poetry", "haiku", "translation"] },
  { title: "Flash Fiction Sprint", category: "Poetry & Creative Writing", tags: ["fiction writing", "workshop", "flash"] },
  { title: "Spoken Word and the Page", category: "Poetry & Creative Writing", tags: ["poetry", "performance", "lyric"] },
  { title: "Hurston's Their Eyes Were Watching God", category: "American Literature", tags: ["hurston", "harlem renaissance", "drama"] },
  { title: "Beloved and the Archive of Slavery", category: "American Literature", tags: ["morrison", "american", "history"] },
  { title: "The Great Gatsby Beyond the Green Light", category: "American Literature", tags: ["fitzgerald", "american", "jazz age"] },
  { title: "Whitman's Democratic Vistas", category: "American Literature", tags: ["whitman", "poetry", "american"] },
  { title: "Melville's Whale as Encyclopedia", category: "American Literature", tags: ["melville", "american", "novel"] },
  { title: "Greenblatt and the Swerve", category: "New Historicism", tags: ["new historicism", "renaissance", "theory"] },
  { title: "Reading the Archive: Letters and Ledgers", category: "New Historicism", tags: ["archive", "cultural history", "method"] },
  { title: "Cultural Materialism and the Stage", category: "New Historicism", tags: ["cultural materialism", "drama", "theory"] },
  { title: "Fairy Tales Retold for Young Readers", category: "Children's Literature", tags: ["fairy tale", "children", "retelling"] },
  { title: "Picture Books that Teach Grief", category: "Children's Literature", tags: ["picture book", "children", "illustration"] },
  { title: "Young Adult Dystopias and Hope", category: "Children's Literature", tags: ["young adult", "dystopia", "hope"] },
  { title: "Le Guin's Anarchist Utopia", category: "Science Fiction", tags: ["le guin", "utopia", "science fiction"] },
  { title: "Afrofuturism from Butler to Okorafor", category: "Science Fiction", tags: ["afrofuturism", "butler", "speculative"] },
  { title: "Cyberpunk and the Corporate City", category: "Science Fiction", tags: ["cyberpunk", "science fiction", "gibson"] },
  { title: "Robots, Empathy and Ishiguro", category: "Science Fiction", tags: ["robot", "ishiguro", "speculative"] },
  { title: "Baldwin's Giovanni's Room", category: "LGBTQIA+ Literature", tags: ["baldwin", "queer", "paris"] },
  { title: "Queer Joy in Contemporary Poetry", category: "LGBTQIA+ Literature", tags: ["queer", "poetry", "joy"] },
  { title: "Trans Literature and Self-Naming", category: "LGBTQIA+ Literature", tags: ["trans literature", "memoir", "identity"] },
  { title: "Hamlet's Delay, Act by Act", category: "Shakespeare & Drama", tags: ["shakespeare", "hamlet", "tragedy"] },
  { title: "Staging The Tempest After Empire", category: "Shakespeare & Drama", tags: ["shakespeare", "tempest", "postcolonial"] },
  { title: "August Wilson's Century Cycle", category: "Shakespeare & Drama", tags: ["drama", "playwright", "american"] },
  { title: "Macbeth and Ambition in Translation", category: "Shakespeare & Drama", tags: ["shakespeare", "macbeth", "translation"] },
] as const;

export const TITLE_SUFFIXES = [
  "", "", "", ": A Close Reading", ": Teaching It Now", " (Graduate Panel)", ": First-Year Perspectives",
  " in Conversation", ": Research in Progress", ": A Reading Group",
] as const;

export const DESCRIPTION_OPENERS = [
  "We will read two short passages aloud and talk about what changes when we slow down.",
  "Bring a favorite quotation and a question you have not been able to answer.",
  "A conversation for members who teach this text, or who remember being taught it badly.",
  "Students and advisors compare how they first met this work and how they read it now.",
  "We will sketch a conference paper together and trade sources.",
  "No preparation needed: a handout with the key pages will be shared beforehand.",
] as const;

export const EXTRA_TAGS = [
  "drama", "poetry", "novel", "theory", "teaching", "research", "translation", "archive", "film", "adaptation",
  "short story", "essay", "performance", "pedagogy", "graduate", "undergraduate", "reading group", "craft",
] as const;
