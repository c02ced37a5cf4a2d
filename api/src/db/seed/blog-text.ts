/** Authors, post topics and sentence pools of the seeded blog: grow guides in the 5 post categories. */

export const AUTHORS = [
  {
    id: 1,
    slug: 'mara-jansen',
    name: 'Mara Jansen',
    role: 'Head grower',
    bio: 'Mara has run our test garden since 2014 and grows every new strain before it enters the catalogue.',
  },
  {
    id: 2,
    slug: 'tobias-keller',
    name: 'Tobias Keller',
    role: 'Breeder',
    bio: 'Tobias selects the parents of our hybrids and keeps the landrace collection alive.',
  },
  {
    id: 3,
    slug: 'priya-shah',
    name: 'Priya Shah',
    role: 'Horticulturist',
    bio: 'Priya studied plant science and writes about soil, nutrients and plant health.',
  },
  {
    id: 4,
    slug: 'lucas-moreau',
    name: 'Lucas Moreau',
    role: 'Editor',
    bio: 'Lucas edits the blog and tests every guide on his own balcony grow.',
  },
  {
    id: 5,
    slug: 'sanne-de-vries',
    name: 'Sanne de Vries',
    role: 'Grow coach',
    bio: "Sanne answers growers' questions in support and turns the common ones into guides.",
  },
] as const;

export type PostCategorySlug = 'germination' | 'growing' | 'harvest-and-curing' | 'strain-reviews' | 'news';

export interface PostTopic {
  category: PostCategorySlug;
  title: string;
  excerpt: string;
  headings: readonly string[];
}

/** Oldest first; the last is a draft (never published). */
export const POST_TOPICS: readonly PostTopic[] = [
  {
    category: 'germination',
    title: 'How to germinate cannabis seeds with the paper towel method',
    excerpt: 'The simplest way to sprout seeds at home, step by step.',
    headings: ['What you need', 'Step by step', 'When to plant the sprout'],
  },
  {
    category: 'growing',
    title: 'Autoflower or photoperiod: which suits your grow?',
    excerpt: 'Speed, size and control compared, so you can choose the right type.',
    headings: ['How autoflowers work', 'Why growers choose photoperiods', 'Our advice'],
  },
  {
    category: 'germination',
    title: 'Why seeds fail to germinate and how to prevent it',
    excerpt: 'Old seeds, cold water and too much moisture: the usual suspects.',
    headings: ['Storage mistakes', 'Temperature and moisture', 'When to give up on a seed'],
  },
  {
    category: 'harvest-and-curing',
    title: 'When to harvest: reading trichomes with a loupe',
    excerpt: 'Clear, cloudy or amber: what the trichomes tell you about harvest time.',
    headings: ['Tools you need', 'Trichome colours', 'Harvest windows per effect'],
  },
  {
    category: 'strain-reviews',
    title: 'Strain review: Amnesia Haze in a small tent',
    excerpt: 'A long-flowering sativa classic grown under one LED in a 80 x 80 tent.',
    headings: ['Set-up', 'Vegetative stage', 'Flowering and harvest', 'Verdict'],
  },
  {
    category: 'growing',
    title: 'Nutrients for beginners: less is more',
    excerpt: 'Overfeeding kills more plants than underfeeding. A simple feeding plan.',
    headings: ['The three main nutrients', 'Reading leaf symptoms', 'A simple schedule'],
  },
  {
    category: 'news',
    title: 'Twelve new strains in the catalogue this spring',
    excerpt: 'New crosses from our test garden, from fruity autoflowers to heavy indicas.',
    headings: ['The highlights', 'Autoflower versions', 'Availability'],
  },
  {
    category: 'growing',
    title: 'Light schedules explained: 18/6, 20/4 and 12/12',
    excerpt: 'How many hours of light your plants need in each stage.',
    headings: ['Vegetative stage', 'Flowering stage', 'Autoflowers and light'],
  },
  {
    category: 'germination',
    title: 'Seedlings: the first two weeks',
    excerpt: 'Damping off, stretching and overwatering: how to get seedlings through their weakest days.',
    headings: ['Light for seedlings', 'Watering', 'Transplanting'],
  },
  {
    category: 'harvest-and-curing',
    title: 'Drying cannabis without a drying room',
    excerpt: 'A cardboard box, a hanger and patience: drying at home done right.',
    headings: ['Wet trim or dry trim', 'The ideal climate', 'How to tell it is dry'],
  },
  {
    category: 'strain-reviews',
    title: 'Strain review: Afghani, the landrace behind the classics',
    excerpt: 'Why a compact mountain indica still earns its place in our catalogue.',
    headings: ['Origins', 'Growing Afghani', 'Verdict'],
  },
  {
    category: 'growing',
    title: 'Training techniques: LST, topping and SCROG',
    excerpt: 'More light on more buds: three ways to shape your plants.',
    headings: ['Low stress training', 'Topping', 'Screen of green'],
  },
  {
    category: 'news',
    title: 'Faster shipping to Germany and Austria',
    excerpt: 'A new carrier route shortens transit times in the German-speaking countries.',
    headings: ['What changes', 'Transit times'],
  },
  {
    category: 'harvest-and-curing',
    title: 'Curing in jars: the slow road to better flavour',
    excerpt: 'Why two to four weeks in a jar makes such a difference.',
    headings: ['Why cure', 'Burping the jars', 'Long-term storage'],
  },
  {
    category: 'growing',
    title: 'Growing outdoors in a temperate climate',
    excerpt: 'Which strains finish before the autumn rain, and when to plant them.',
    headings: ['Choosing a strain', 'Planting time', 'Protecting against mould'],
  },
  {
    category: 'germination',
    title: 'Soaking seeds in water: does it help?',
    excerpt: 'A quick start for old or hard seeds, and when to skip it.',
    headings: ['How to soak', 'How long', 'Moving on to soil'],
  },
  {
    category: 'strain-reviews',
    title: 'Strain review: Durban Poison outdoors',
    excerpt: 'An energetic African sativa grown on a sunny balcony.',
    headings: ['The plant', 'Outdoor season', 'Verdict'],
  },
  {
    category: 'growing',
    title: 'Watering: how much and how often',
    excerpt: 'The lift-the-pot method and other ways to stop guessing.',
    headings: ['Signs of overwatering', 'Signs of underwatering', 'A routine that works'],
  },
  {
    category: 'news',
    title: 'Our seeds now ship to New Zealand',
    excerpt: 'Stealth shipping to New Zealand, free of charge.',
    headings: ['How it works', 'Payment options'],
  },
  {
    category: 'harvest-and-curing',
    title: 'Trimming: hand tools, machines and what to keep',
    excerpt: 'Sugar leaves, fan leaves and what to do with trim.',
    headings: ['Tools', 'Technique', 'Using the trim'],
  },
  {
    category: 'growing',
    title: 'pH and EC for soil and coco growers',
    excerpt: 'Two numbers that explain most nutrient problems.',
    headings: ['What pH does', 'What EC tells you', 'Measuring'],
  },
  {
    category: 'strain-reviews',
    title: 'Strain review: Northern Lights Auto in ten weeks',
    excerpt: 'From seed to jar in ten weeks with one of the easiest autoflowers.',
    headings: ['Week by week', 'Yield', 'Verdict'],
  },
  {
    category: 'germination',
    title: 'Direct sowing: planting seeds straight into soil',
    excerpt: 'The method with the least handling, and why autoflower growers like it.',
    headings: ['Preparing the pot', 'Depth and moisture', 'What to expect'],
  },
  {
    category: 'news',
    title: 'The Seedfinder helps you choose a strain',
    excerpt: 'Answer a few questions and get strains that suit your grow.',
    headings: ['Why we built it', 'How it works'],
  },
  {
    category: 'harvest-and-curing',
    title: 'Storing seeds for years',
    excerpt: 'Cold, dark and dry: how seeds keep their vigour.',
    headings: ['The enemies of seeds', 'Fridge or not', 'Checking old seeds'],
  },
  {
    category: 'growing',
    title: 'Pests and diseases: spider mites, fungus gnats and mould',
    excerpt: 'Spot the common problems early and treat them without harsh chemicals.',
    headings: ['Spider mites', 'Fungus gnats', 'Bud rot'],
  },
  {
    category: 'strain-reviews',
    title: 'Strain review: White Widow, twenty years on',
    excerpt: 'The famous hybrid grown side by side with its autoflower version.',
    headings: ['History', 'Side by side', 'Verdict'],
  },
  {
    category: 'germination',
    title: 'Germination temperature and humidity',
    excerpt: 'The climate in which seeds sprout fastest.',
    headings: ['Ideal temperature', 'Humidity domes', 'Common mistakes'],
  },
  {
    category: 'news',
    title: 'Newsletter subscribers get 10% off',
    excerpt: 'Sign up and receive a discount code with your welcome e-mail.',
    headings: ['How to sign up', 'Using the code'],
  },
  {
    category: 'news',
    title: 'Coming soon: our autumn catalogue',
    excerpt: 'A preview of the strains we are testing for next season.',
    headings: ['In the test garden'],
  },
];

export const COMMON_SENTENCES: readonly string[] = [
  'Take notes as you go: the next grow always profits from the last one.',
  'Patience is the cheapest tool a grower has.',
  'Small, regular checks catch problems long before they show on the whole plant.',
  'Every strain reacts a little differently, so read its profile before you start.',
  'A clean space and clean tools prevent most of the trouble described here.',
];

/** Sentences per category that the seed combines into paragraphs. */
export const SENTENCES: Record<PostCategorySlug, readonly string[]> = {
  germination: [
    'Seeds need warmth, moisture and darkness to crack open.',
    'A temperature between 22 and 25 °C gives the fastest and most even germination.',
    'Keep the medium moist but never wet: seeds that sit in water can suffocate.',
    'Most healthy seeds show a taproot within two to five days.',
    'Handle the taproot as little as possible; it breaks easily.',
    'Plant the seed with the root pointing down, about one centimetre deep.',
    'Old seeds germinate more slowly, so give them a few extra days before you give up.',
    'A small spray bottle is all you need to keep the surface moist.',
  ],
  growing: [
    'Healthy roots make healthy plants, so start with a light, airy soil mix.',
    'Autoflowers flower on their own after three to four weeks, whatever the light schedule.',
    'Photoperiod plants switch to flowering when the nights reach twelve hours.',
    'Give plants enough space: crowded canopies trap humidity and invite mould.',
    'A gentle breeze from a fan strengthens the stems and keeps pests away.',
    'Start feeding at a quarter of the dose on the label and raise it slowly.',
    'Yellow lower leaves late in flowering are normal; yellow new growth is not.',
    'Water until a little runs out of the bottom of the pot, then wait until the pot feels light.',
    'Indoors, a temperature of 20 to 28 °C keeps plants growing steadily.',
  ],
  'harvest-and-curing': [
    'Harvest when most trichomes turn cloudy and a few have turned amber.',
    'Dry the branches slowly in a dark room at about 18 to 20 °C and 55 to 60 % humidity.',
    'Buds are dry enough when small stems snap instead of bending.',
    'Curing in airtight jars lets the remaining moisture spread evenly through the buds.',
    'Open the jars daily in the first week to let moisture and gases out.',
    'Flavour and smoothness keep improving for several weeks of curing.',
    'Light and heat break down terpenes, so store the harvest cool and dark.',
    'A cheap hygrometer in the jar tells you more than any rule of thumb.',
  ],
  'strain-reviews': [
    'We grew the strain from our own seeds under the same conditions as every test.',
    'Germination was quick and every seed sprouted within three days.',
    'The plants stayed compact and were easy to manage in a small space.',
    'Flowering took about as long as the strain profile promises.',
    'The buds were dense and covered in trichomes by the end of flowering.',
    'The aroma filled the tent in the last weeks, so plan for a carbon filter.',
    'Yield was in line with the profile for a tent of this size.',
    'The autoflower version finished weeks earlier with a slightly smaller harvest.',
  ],
  news: [
    'We keep improving the shop based on what growers tell us.',
    'As always, every order ships discreetly in plain packaging.',
    'Questions? Our support team answers within 24 hours.',
    'The changes apply to every storefront from today.',
    'Subscribers to the newsletter hear about news like this first.',
    'Thank you to everyone who sent feedback on the previous season.',
  ],
};
