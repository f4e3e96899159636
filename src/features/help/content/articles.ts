/**
 * The help centre's articles: product copy, written for this academy in English and in Arabic
 * (not Lingui catalog text; see `.tmp/decisions-help.md`). Each article has a title, a one-line
 * summary, body paragraphs and, where the learner follows a procedure, numbered steps.
 *
 * The figures repeat the server's rules (`server/src/domain/constants.ts`, `docs/decisions.md`):
 * timers 45 / 60 s a question, evaluations of 27 (Reading and Writing) and 22 (Math) questions,
 * practice of 5 to 20 questions, points 10 / 20 / 30, divisions 1 to 10 with 5 quizzes of 10
 * questions, promotion at 70 % through a Short Test of 10 questions passed at 70 %, a stay from
 * 40 %, a 7-day trial by default, 6-digit codes valid 10 minutes, checkouts open an hour.
 * `articles.test.ts` checks them against those constants.
 */

export interface HelpArticleText {
  title: string
  /** One sentence, shown under the title in the list. */
  summary: string
  /** Paragraphs, in reading order. */
  body: readonly string[]
  /** A procedure, shown as a numbered list after the paragraphs. */
  steps?: readonly string[]
}

export interface HelpArticle {
  /** Stable id in links: `/help?article=<slug>`. Lowercase letters, digits and hyphens. */
  slug: string
  en: HelpArticleText
  ar: HelpArticleText
}

export const helpArticles: readonly HelpArticle[] = [
  {
    slug: 'evaluations',
    en: {
      title: 'How evaluations work',
      summary: 'A timed test of one subject that shows where you stand and opens practice in that subject.',
      body: [
        'An evaluation is a timed test of one subject, built like one module of the digital exam: 27 questions in Reading and Writing, 22 in Math. The questions cover every domain of the subject in its usual share, with easy, medium and hard questions spread across them.',
        'Before you start, you choose the exam system, the subject and the timer. The strict timer gives you 45 seconds per question and the loose timer 60 seconds, and the whole test lasts the number of questions times that: a Math evaluation takes 16 min 30 s on the strict timer and 22 minutes on the loose one; Reading and Writing takes 20 min 15 s or 27 minutes.',
        'The clock is kept by our server, not by your browser. It starts when the evaluation is created and keeps running if you reload the page, close the tab or lose your connection, so coming back never gives you extra time.',
        'During an evaluation you are not told whether an answer is right: questions show as answered until the report. You can skip a question or mark it for review and come back to it from the question navigator.',
        'Exit leaves the test and discards every answer: no points, no report, and the test does not appear in your history. To keep your work, choose End instead.',
        'Once your first evaluation in a subject has ended, whether you end it or its time runs out, practice opens in that subject. Take another evaluation whenever you want to measure your progress.',
      ],
      steps: [
        'Open Evaluate from the side menu.',
        'Choose the exam system, the subject and the timer.',
        'Select Start evaluation and answer the questions.',
        'Select End when you are done. If some questions have no answer, you are asked to confirm first.',
        'Read your report: your score, your results by domain and skill, and an estimated score.',
      ],
    },
    ar: {
      title: 'كيف يعمل اختبار التقييم',
      summary: 'اختبار مؤقت في مادة واحدة يكشف مستواك الحالي، ويفتح لك باب التدريب في تلك المادة.',
      body: [
        'اختبار التقييم اختبار مؤقت في مادة واحدة، مبني على غرار وحدة من وحدات الاختبار الرقمي: 27 سؤالًا في القراءة والكتابة، و22 سؤالًا في الرياضيات. وتغطي الأسئلة مجالات المادة كلها بحصصها المعتادة، وتتوزع بينها الأسئلة السهلة والمتوسطة والصعبة.',
        'قبل أن تبدأ، تختار نظام الاختبار والمادة ونوع المؤقت. يمنحك المؤقت الصارم 45 ثانية لكل سؤال، والمؤقت المرن 60 ثانية، ومدة الاختبار كله هي عدد الأسئلة مضروبًا في ذلك: فتقييم الرياضيات يستغرق 16 دقيقة و30 ثانية بالمؤقت الصارم و22 دقيقة بالمرن، وتقييم القراءة والكتابة يستغرق 20 دقيقة و15 ثانية أو 27 دقيقة.',
        'يحسب خادمنا الوقت، لا متصفحك. يبدأ العدّ لحظة إنشاء الاختبار ويستمر إذا أعدت تحميل الصفحة أو أغلقت التبويب أو انقطع اتصالك، فالعودة إلى الاختبار لا تمنحك وقتًا إضافيًا أبدًا.',
        'لا تعرف أثناء التقييم إن كانت إجابتك صحيحة، إذ يظهر السؤال على أنه «تمت الإجابة» حتى صدور التقرير. ويمكنك تخطّي سؤال أو تعليمه للمراجعة، ثم العودة إليه من شريط التنقل بين الأسئلة.',
        'أما «خروج» فيُنهي الاختبار ويلغي جميع إجاباتك: لا نقاط ولا تقرير، ولا يظهر الاختبار في سجلك. وإن أردت الاحتفاظ بعملك فاختر «إنهاء» بدلًا منه.',
        'حين ينتهي أول تقييم لك في مادة ما، سواء أنهيته بنفسك أم انتهى وقته، يُفتح لك التدريب فيها. ويمكنك إجراء تقييم جديد متى شئت لتقيس تقدّمك.',
      ],
      steps: [
        'افتح «التقييم» من القائمة الجانبية.',
        'اختر نظام الاختبار والمادة ونوع المؤقت.',
        'اضغط «ابدأ التقييم» وأجب عن الأسئلة.',
        'اضغط «إنهاء» حين تفرغ. وإذا بقيت أسئلة بلا إجابة، فسنطلب منك التأكيد أولًا.',
        'اقرأ تقريرك: نتيجتك، ونتائجك حسب المجال والمهارة، ودرجتك التقديرية.',
      ],
    },
  },
  {
    slug: 'practice',
    en: {
      title: 'Practising by domain and skill',
      summary: 'Choose exactly what to work on and see at once whether each answer is right.',
      body: [
        'Practice opens in a subject once you have finished an evaluation in it: the evaluation shows where you stand, and practice is where you work on it. Until then, the practice page offers to start that evaluation.',
        'You choose the criteria: the exam system and subject, all domains or one of them, the skills of that domain, the difficulty (easy, medium, hard or mixed), the number of questions (5 to 20, 10 unless you change it) and whether a timer runs. If fewer questions match your choices, the practice has fewer.',
        'Feedback is immediate. Select Check answer and you see at once whether you were right, with the explanation a click away. A checked question is locked, so the verdict you saw is the one that counts.',
        'Questions you have not seen yet come first. Every correct answer earns practice points, added up when the practice ends.',
      ],
      steps: [
        'Open Practice from the side menu.',
        'Choose the subject, then narrow it down by domain, skills and difficulty if you like.',
        'Set the number of questions and, if you want one, the timer.',
        'Select Start practice, then Check answer after each question.',
      ],
    },
    ar: {
      title: 'التدريب حسب المجال والمهارة',
      summary: 'اختر بدقة ما تريد التدرّب عليه، واعرف فورًا إن كانت كل إجابة صحيحة.',
      body: [
        'يُفتح التدريب في المادة بعد أن تُنهي فيها اختبار تقييم: فالتقييم يكشف مستواك، والتدريب هو المكان الذي تعمل فيه على تحسينه. وإلى أن تُجريه، تعرض عليك صفحة التدريب أن تبدأ ذلك التقييم.',
        'أنت من يحدد المعايير: نظام الاختبار والمادة، والمجالات كلها أو مجالًا واحدًا منها، ومهارات ذلك المجال، ومستوى الصعوبة (سهل أو متوسط أو صعب أو متنوع)، وعدد الأسئلة (من 5 إلى 20، و10 ما لم تغيّره)، وتشغيل المؤقت أو إيقافه. وإذا كانت الأسئلة المطابقة لاختياراتك أقل، جاء التدريب بعدد أقل.',
        'تصلك النتيجة فورًا: اضغط «تحقّق من الإجابة» لتعرف في الحال إن كنت مصيبًا، والشرح على بُعد نقرة واحدة. ويُقفل السؤال بعد التحقق منه، فالحكم الذي رأيته هو الذي يُحتسب.',
        'تأتي أولًا الأسئلة التي لم ترها من قبل. وكل إجابة صحيحة تكسبك نقاط تدريب تُجمع عند انتهاء التدريب.',
      ],
      steps: [
        'افتح «التدريب» من القائمة الجانبية.',
        'اختر المادة، ثم حدّد المجال والمهارات والصعوبة إن شئت.',
        'حدّد عدد الأسئلة، وشغّل المؤقت إن أردت.',
        'اضغط «ابدأ التدريب»، ثم «تحقّق من الإجابة» بعد كل سؤال.',
      ],
    },
  },
  {
    slug: 'points',
    en: {
      title: 'How points are counted',
      summary: 'Each correct answer earns 10, 20 or 30 points by difficulty, in three separate totals.',
      body: [
        'Every correct answer earns points by the difficulty of its question: 10 for an easy question, 20 for a medium one and 30 for a hard one. A wrong or unanswered question earns nothing, and nothing is ever taken away.',
        'Points are kept in three totals, one for each activity: practice points, evaluate points and division points (division quizzes and Short Tests together). Your home page shows all three, and each report shows the points that quiz collected.',
        'Points are added when a quiz ends, whether you end it or its time runs out. A quiz you exit earns no points at all.',
      ],
    },
    ar: {
      title: 'كيف تُحتسب النقاط',
      summary: 'كل إجابة صحيحة تكسبك 10 أو 20 أو 30 نقطة حسب صعوبة السؤال، في ثلاثة مجاميع منفصلة.',
      body: [
        'تكسبك كل إجابة صحيحة نقاطًا بحسب صعوبة سؤالها: 10 نقاط للسؤال السهل، و20 للمتوسط، و30 للصعب. أما السؤال الخاطئ أو المتروك بلا إجابة فلا يكسبك شيئًا، ولا تُخصم منك أي نقاط أبدًا.',
        'تُحفظ النقاط في ثلاثة مجاميع، لكل نشاط مجموعه: نقاط التدريب، ونقاط التقييم، ونقاط الأقسام (وتشمل اختبارات الأقسام والاختبارات القصيرة معًا). تعرض صفحتك الرئيسية المجاميع الثلاثة، ويبيّن كل تقرير النقاط التي جمعتها في ذلك الاختبار.',
        'تُضاف النقاط عند انتهاء الاختبار، سواء أنهيته بنفسك أم انتهى وقته. أما الاختبار الذي تخرج منه فلا يكسبك أي نقطة.',
      ],
    },
  },
  {
    slug: 'divisions',
    en: {
      title: 'Divisions: levels, rounds and promotion',
      summary: 'Climb ten levels per subject through rounds of five quizzes and a Short Test.',
      body: [
        'Divisions are levels you climb in each subject, from level 1 to level 10. Levels 1 to 3 ask easy questions, levels 4 to 7 medium ones and levels 8 to 10 hard ones.',
        'A level is played in rounds of 5 quizzes of 10 questions each. The points of the round are compared with the most the round can give: 5 quizzes × 10 questions × the points of the level’s difficulty (500 points at levels 1 to 3, 1,000 at levels 4 to 7, 1,500 at levels 8 to 10). The divisions page shows how many points you still need for promotion.',
        'When the fifth quiz ends, the round is judged. With 70 % or more of its points you become eligible for promotion, which you earn by passing the Short Test: 10 questions at the level’s difficulty, passed with 70 % or more (7 right answers). Pass it and you move up a level; miss it and you stay and start a new round. Level 10 is the top: there, a good round keeps you at level 10.',
        'With 40 % to 69 % you stay in your level and start a new round. Below 40 % you drop one level; at level 1 you simply stay, as there is no lower level.',
        'Division quizzes and the Short Test run on the strict timer, 45 seconds per question. The outcome of a round shows until you start your next division quiz, and Division progress keeps every result.',
      ],
    },
    ar: {
      title: 'الأقسام: المستويات والجولات والترقية',
      summary: 'اصعد عشرة مستويات في كل مادة عبر جولات من خمسة اختبارات واختبار قصير.',
      body: [
        'الأقسام مستويات تصعدها في كل مادة، من المستوى 1 إلى المستوى 10. تطرح المستويات من 1 إلى 3 أسئلة سهلة، والمستويات من 4 إلى 7 أسئلة متوسطة، والمستويات من 8 إلى 10 أسئلة صعبة.',
        'يتألف كل مستوى من جولات، تضم كل جولة 5 اختبارات من 10 أسئلة. وتُقارن نقاط الجولة بأقصى ما يمكن أن تمنحه: 5 اختبارات × 10 أسئلة × نقاط صعوبة المستوى (500 نقطة في المستويات من 1 إلى 3، و1,000 في المستويات من 4 إلى 7، و1,500 في المستويات من 8 إلى 10). وتعرض صفحة الأقسام عدد النقاط المتبقية لك حتى الترقية.',
        'حين ينتهي الاختبار الخامس تُقيَّم الجولة. فإن جمعت 70% من نقاطها أو أكثر أصبحت مؤهلًا للترقية، وتنالها بالنجاح في الاختبار القصير: 10 أسئلة بصعوبة المستوى، والنجاح فيه بنسبة 70% أو أكثر (7 إجابات صحيحة). إن نجحت انتقلت إلى المستوى التالي، وإن لم تنجح بقيت في مستواك وبدأت جولة جديدة. والمستوى 10 هو الأعلى، فالجولة الجيدة فيه تُبقيك في المستوى 10.',
        'وإن جمعت من 40% إلى 69% بقيت في مستواك وبدأت جولة جديدة. أما دون 40% فتنزل مستوى واحدًا، وفي المستوى 1 تبقى فيه لأنه لا يوجد مستوى أدنى.',
        'تعمل اختبارات الأقسام والاختبار القصير بالمؤقت الصارم، 45 ثانية لكل سؤال. وتبقى نتيجة الجولة ظاهرة حتى تبدأ اختبار القسم التالي، وتحفظ صفحة «التقدم في الأقسام» كل نتائجك.',
      ],
    },
  },
  {
    slug: 'timers',
    en: {
      title: 'Timers, and what happens when time runs out',
      summary: 'Which quizzes are timed, how the clock is kept, and how a quiz ends at zero.',
      body: [
        'There are two timers. The strict timer gives 45 seconds per question and the loose timer 60 seconds; a quiz’s time is its number of questions times that, shared across all its questions, so you can spend longer on one and less on another.',
        'Evaluations always have a timer, strict or loose as you choose. Practice has none unless you turn it on (loose, unless you pick strict). Division quizzes and the Short Test always use the strict timer.',
        'The clock at the top of the quiz shows the time left. It is kept by our server from the moment the quiz is created, so it keeps running when you reload, close the tab or go offline. Screen readers hear the time left at 5 minutes, 1 minute, 30 seconds and 10 seconds.',
        'Your answers are saved as you go. If your connection drops, the app keeps them on this device and sends them as soon as you are back online; the clock does not stop meanwhile.',
        'When the time runs out, the quiz ends as it stands: the answers you gave are scored, questions without an answer count as unanswered, the points you earned are added, and the report is ready at once.',
      ],
    },
    ar: {
      title: 'المؤقتات، وما يحدث عند انتهاء الوقت',
      summary: 'أي الاختبارات مؤقتة، وكيف يُحسب الوقت، وكيف ينتهي الاختبار عند الصفر.',
      body: [
        'هناك مؤقتان: المؤقت الصارم يمنح 45 ثانية لكل سؤال، والمؤقت المرن 60 ثانية. ووقت الاختبار هو عدد أسئلته مضروبًا في ذلك، مشتركًا بين أسئلته كلها، فلك أن تطيل التفكير في سؤال وتختصر في آخر.',
        'للتقييم مؤقت دائمًا، صارم أو مرن بحسب اختيارك. أما التدريب فبلا مؤقت ما لم تشغّله (ويكون مرنًا ما لم تختر الصارم). وتعمل اختبارات الأقسام والاختبار القصير دائمًا بالمؤقت الصارم.',
        'تُظهر الساعة أعلى الاختبار الوقت المتبقي. ويحسبه خادمنا منذ لحظة إنشاء الاختبار، فيستمر العدّ إذا أعدت تحميل الصفحة أو أغلقت التبويب أو انقطع اتصالك. ويُعلن قارئ الشاشة الوقت المتبقي عند 5 دقائق، ثم دقيقة واحدة، ثم 30 ثانية، ثم 10 ثوانٍ.',
        'تُحفظ إجاباتك أولًا بأول. وإذا انقطع اتصالك، احتفظ التطبيق بها على هذا الجهاز وأرسلها فور عودة الاتصال، لكن الوقت لا يتوقف في أثناء ذلك.',
        'عند انتهاء الوقت ينتهي الاختبار على حاله: تُصحَّح الإجابات التي قدّمتها، وتُحتسب الأسئلة المتروكة «بلا إجابة»، وتُضاف النقاط التي كسبتها، ويصبح التقرير جاهزًا في الحال.',
      ],
    },
  },
  {
    slug: 'reports',
    en: {
      title: 'Reading your report and estimated score',
      summary: 'What each part of a report means, how the estimate is worked out, and how to keep a copy.',
      body: [
        'Every quiz you end, or whose time runs out, gets a report. Its heading depends on your score, the share of questions you got right: We’re Sorry below 50 %, Good Job from 50 % to 79 %, Well done from 80 %.',
        'The report shows how many answers were right, wrong and unanswered, the time you used, the points you collected, your results by domain, each skill marked Strong (75 % or more), Moderate (50 % to 74 %) or Weak once you have answered at least 3 of its questions (Not enough answers before that), and every question again with the right answer and its explanation.',
        'An evaluation report adds an estimated section score on the 200–800 scale. It is worked out from the points you earned out of the points the questions could give, so harder questions weigh more, and it is rounded to the nearest 10. It is an estimate from one evaluation, not an official score: the real exam has more questions and adapts to your answers.',
        'You find every report again in Tests History. A report can be downloaded as a CSV file for a spreadsheet, or printed and saved as a PDF with Print / Save as PDF.',
      ],
    },
    ar: {
      title: 'قراءة تقريرك ودرجتك التقديرية',
      summary: 'معنى كل جزء من التقرير، وكيف تُحسب الدرجة التقديرية، وكيف تحتفظ بنسخة منه.',
      body: [
        'لكل اختبار تُنهيه، أو ينتهي وقته، تقرير. ويتوقف عنوانه على نتيجتك، أي نسبة الأسئلة التي أصبت فيها: «نأسف» دون 50%، و«عمل جيد» من 50% إلى 79%، و«أحسنت» من 80% فما فوق.',
        'يعرض التقرير عدد الإجابات الصحيحة والخاطئة والمتروكة، والوقت الذي استغرقته، والنقاط التي جمعتها، ونتائجك حسب المجال، وكل مهارة موصوفة بأنها «قوي» (75% فأكثر) أو «متوسط المستوى» (من 50% إلى 74%) أو «ضعيف» متى أجبت عن 3 من أسئلتها على الأقل («إجابات غير كافية» قبل ذلك)، ثم الأسئلة كلها مرة أخرى مع الإجابة الصحيحة وشرحها.',
        'ويضيف تقرير التقييم درجة تقديرية للقسم على مقياس \u2066200–800\u2069. وتُحسب من النقاط التي كسبتها نسبةً إلى ما كان يمكن أن تمنحه الأسئلة، فيكون وزن الأسئلة الأصعب أكبر، ثم تُقرَّب إلى أقرب 10. وهي تقدير مبني على تقييم واحد وليست درجة رسمية، فالاختبار الحقيقي فيه أسئلة أكثر ويتكيّف مع إجاباتك.',
        'تجد تقاريرك كلها في «سجل الاختبارات». ويمكنك تنزيل التقرير ملفَّ CSV لجداول البيانات، أو طباعته وحفظه بصيغة PDF من «طباعة / حفظ بصيغة PDF».',
      ],
    },
  },
  {
    slug: 'subscription-and-trial',
    en: {
      title: 'Your subscription and free trial',
      summary: 'What the free trial includes, what stays open without a plan, and how plans follow one another.',
      body: [
        'Your free trial starts when you activate your account and lasts 7 days unless we announce otherwise. During the trial everything is open. A banner at the top of the page shows the time left, and a notification reminds you two days before it ends.',
        'Evaluate, practice and divisions need an active plan or trial. Without one, those pages say so and point you to the plans; home, Tests History, your reports, settings, pricing and this help centre stay open, so you never lose your results.',
        'A plan bought during the trial starts at once and replaces the rest of the trial. A plan bought while another paid plan is running starts the day that one ends, so no day is lost. Plans do not renew by themselves: when yours ends, choose a new one on the Pricing page.',
        'Settings › Billing shows your current plan, its dates and all your payments.',
      ],
    },
    ar: {
      title: 'اشتراكك والفترة التجريبية المجانية',
      summary: 'ما تشمله الفترة التجريبية، وما يبقى متاحًا دون خطة، وكيف تتوالى الخطط.',
      body: [
        'تبدأ فترتك التجريبية المجانية عند تفعيل حسابك وتستمر 7 أيام ما لم نعلن غير ذلك، وكل شيء متاح لك خلالها. ويعرض شريط أعلى الصفحة الوقت المتبقي، ويذكّرك إشعار قبل انتهائها بيومين.',
        'يتطلب التقييم والتدريب والأقسام خطة سارية أو فترة تجريبية. ودونهما تخبرك هذه الصفحات بذلك وتدلّك على الخطط، بينما تبقى الصفحة الرئيسية وسجل الاختبارات وتقاريرك والإعدادات والأسعار ومركز المساعدة هذا متاحة، فلا تفقد نتائجك أبدًا.',
        'الخطة التي تشتريها خلال الفترة التجريبية تبدأ فورًا وتحل محل ما تبقى منها. أما الخطة التي تشتريها وخطة مدفوعة أخرى سارية، فتبدأ يوم انتهاء الأولى، فلا يضيع عليك يوم. ولا تتجدد الخطط تلقائيًا: حين تنتهي خطتك، اختر خطة جديدة من صفحة الأسعار.',
        'تعرض صفحة «الإعدادات › الفواتير» خطتك الحالية وتواريخها وجميع مدفوعاتك.',
      ],
    },
  },
  {
    slug: 'payments',
    en: {
      title: 'Paying for a plan',
      summary: 'How checkout works, and why no real money is charged in this version.',
      body: [
        'Plans and their prices are listed on the Pricing page. When you choose one, you are taken to a checkout page, and after paying you come back to the app, where the plan is active straight away.',
        'This version of the academy uses a sandbox checkout: a test payment page where no real money is charged and no card details are asked for. Pay completes the payment; Simulate a failed payment shows what happens when a payment fails.',
        'A checkout stays open for one hour. If it fails or expires, nothing is charged and your plan does not change: choose the plan again to start a new checkout. Every payment, successful or not, is listed in Settings › Billing.',
      ],
      steps: [
        'Open Pricing and choose a plan.',
        'On the checkout page, check the plan and the amount, then select Pay.',
        'You come back to the Payment successful page, and the plan is active.',
      ],
    },
    ar: {
      title: 'الدفع مقابل خطة',
      summary: 'كيف تعمل صفحة الدفع، ولماذا لا تُخصم أموال حقيقية في هذا الإصدار.',
      body: [
        'تجد الخطط وأسعارها في صفحة الأسعار. وحين تختار خطة تنتقل إلى صفحة الدفع، وبعد الدفع تعود إلى التطبيق لتجد خطتك سارية في الحال.',
        'يستخدم هذا الإصدار من الأكاديمية صفحة دفع تجريبية: صفحة اختبار لا تُخصم فيها أموال حقيقية ولا تُطلب فيها بيانات بطاقة. يُتمّ زر «ادفع» العملية، ويُريك زر «محاكاة عملية دفع فاشلة» ما يحدث عند فشل الدفع.',
        'تبقى صفحة الدفع مفتوحة ساعة واحدة. فإن فشل الدفع أو انتهت مهلته، لا يُخصم منك شيء ولا تتغير خطتك، فاختر الخطة من جديد لتبدأ عملية دفع جديدة. وتُدرج كل المدفوعات، الناجحة وغير الناجحة، في «الإعدادات › الفواتير».',
      ],
      steps: [
        'افتح صفحة الأسعار واختر خطة.',
        'في صفحة الدفع، راجع الخطة والمبلغ، ثم اضغط «ادفع».',
        'تعود إلى صفحة «تم الدفع بنجاح»، وتصبح خطتك سارية.',
      ],
    },
  },
  {
    slug: 'your-account',
    en: {
      title: 'Your account: language, password, e-mail and deletion',
      summary: 'Change the interface language, your password or your e-mail address, or delete your account.',
      body: [
        'Language: switch between English and Arabic with the language button in the top bar, or from the account menu that opens when you select your picture or name. This browser remembers your choice, and the e-mails we send you follow the language you were using.',
        'Password: in Settings › Change password, type your current password and a new one of at least 8 characters; very common passwords are refused. Your other devices are signed out, this one stays signed in. If you signed up with Google, the same page lets you set a password. Forgot it? Use Forgot password on the login page.',
        'E-mail: in Settings › Change email, type your new address. We send a 6-digit code to it, valid for 10 minutes; your address changes only once you enter that code, so a typo never locks you out.',
        'Deleting your account removes it for good, with all your answers, reports, history and divisions. It cannot be undone. You confirm it with your password, or with your e-mail address if you signed up with Google.',
      ],
      steps: [
        'To delete your account, open Settings.',
        'Select Delete account at the bottom of the page.',
        'Type your password (or your e-mail address) and select Delete my account.',
      ],
    },
    ar: {
      title: 'حسابك: اللغة وكلمة المرور والبريد الإلكتروني والحذف',
      summary: 'غيّر لغة الواجهة أو كلمة المرور أو بريدك الإلكتروني، أو احذف حسابك.',
      body: [
        'اللغة: انتقل بين العربية والإنجليزية بزر اللغة في الشريط العلوي، أو من قائمة الحساب التي تنفتح حين تضغط على صورتك أو اسمك. ويتذكر هذا المتصفح اختيارك، وتصلك رسائلنا الإلكترونية باللغة التي كنت تستخدمها.',
        'كلمة المرور: في «الإعدادات › تغيير كلمة المرور» اكتب كلمة مرورك الحالية وكلمة جديدة من 8 أحرف على الأقل، ولا تُقبل كلمات المرور الشائعة جدًا. يُسجَّل خروجك من أجهزتك الأخرى، ويبقى هذا الجهاز مسجَّل الدخول. وإن كنت قد سجّلت بحساب Google، فالصفحة نفسها تتيح لك تعيين كلمة مرور. نسيتها؟ استخدم «نسيت كلمة المرور» في صفحة تسجيل الدخول.',
        'البريد الإلكتروني: في «الإعدادات › تغيير البريد الإلكتروني» اكتب عنوانك الجديد. نرسل إليه رمزًا من 6 أرقام صالحًا لمدة 10 دقائق، ولا يتغير عنوانك إلا بعد إدخال هذا الرمز، فلا يحرمك خطأ في الكتابة من حسابك.',
        'حذف الحساب يزيله نهائيًا مع جميع إجاباتك وتقاريرك وسجلك ومستوياتك في الأقسام، ولا يمكن التراجع عنه. وتؤكده بكلمة مرورك، أو ببريدك الإلكتروني إن كنت قد سجّلت بحساب Google.',
      ],
      steps: [
        'لحذف حسابك، افتح «الإعدادات».',
        'اضغط «حذف الحساب» أسفل الصفحة.',
        'اكتب كلمة مرورك (أو بريدك الإلكتروني) واضغط «احذف حسابي».',
      ],
    },
  },
  {
    slug: 'keyboard',
    en: {
      title: 'Using the keyboard in a quiz',
      summary: 'Answer with A to D, move between questions with the arrow keys and continue with Enter.',
      body: [
        'You can take a whole quiz without the mouse. The keys work anywhere on the quiz page, except while you are typing in a text box or a dialog is open.',
        'A, B, C and D choose an answer. On an Arabic keyboard, the same keys work (the ones marked A to D on an English layout). Inside the list of answers, the up and down arrow keys move between the choices.',
        'Outside the list of answers, the left and right arrow keys go to the previous and next question, in the reading direction: on the Arabic interface the right arrow goes back and the left arrow goes forward. Moving with the arrows never checks a practice answer by accident.',
        'Enter saves your answer and goes on to the next question. In practice, the first Enter checks your answer and the second one moves on. Enter does nothing special while a button or a link has the focus.',
        'For a Math question with no choices, type your answer in the box: digits, one decimal point or one fraction bar, and a minus sign at the start if needed, at most 5 characters (6 with the minus sign).',
      ],
      steps: [
        'Press A, B, C or D to choose an answer.',
        'Press Enter to save it and continue.',
        'Use the left and right arrow keys to go back to a question or skip ahead.',
      ],
    },
    ar: {
      title: 'استخدام لوحة المفاتيح في الاختبار',
      summary: 'أجب بالمفاتيح من A إلى D، وتنقّل بين الأسئلة بمفاتيح الأسهم، وتابع بمفتاح Enter.',
      body: [
        'يمكنك أداء الاختبار كله دون فأرة. وتعمل المفاتيح في أي مكان من صفحة الاختبار، إلا حين تكتب في مربع نص أو تكون نافذة حوار مفتوحة.',
        'اختر إجابتك بالمفاتيح A وB وC وD. وعلى لوحة المفاتيح العربية تعمل المفاتيح نفسها (تلك التي تحمل الحروف من A إلى D في التخطيط الإنجليزي). وداخل قائمة الإجابات، ينقلك السهمان العلوي والسفلي بين الخيارات.',
        'وخارج قائمة الإجابات، ينقلك السهمان الأيمن والأيسر إلى السؤال السابق والتالي بحسب اتجاه القراءة: ففي الواجهة العربية يعيدك السهم الأيمن إلى الخلف ويتقدم بك السهم الأيسر. ولا يتحقق التنقل بالأسهم أبدًا من إجابة تدريب دون قصد.',
        'يحفظ مفتاح Enter إجابتك وينقلك إلى السؤال التالي. وفي التدريب، يتحقق الضغط الأول على Enter من إجابتك، وينقلك الضغط الثاني إلى ما بعده. ولا يؤدي Enter هذا الدور حين يكون التركيز على زر أو رابط.',
        'في سؤال رياضيات بلا خيارات، اكتب إجابتك في المربع: أرقامًا، مع فاصلة عشرية واحدة أو شرطة كسر واحدة، وإشارة سالب في البداية عند الحاجة، بحد أقصى 5 خانات (6 مع إشارة السالب).',
      ],
      steps: [
        'اضغط A أو B أو C أو D لتختار إجابة.',
        'اضغط Enter لتحفظها وتتابع.',
        'استخدم السهمين الأيمن والأيسر للعودة إلى سؤال أو للتقدم.',
      ],
    },
  },
]

/** The article with this slug, if any. */
export function findHelpArticle(slug: string | null | undefined): HelpArticle | undefined {
  return slug ? helpArticles.find((article) => article.slug === slug) : undefined
}
