/**
 * The local catalog: Nigerian and made-to-measure fashion. Prices are kobo (₦1 = 100 kobo).
 * Each product's images are generated from its `art` (see pattern-art.ts): nothing is downloaded.
 */
export type PatternStyle = 'ankara' | 'adire' | 'aso-oke' | 'damask' | 'kente' | 'lace';
export type Silhouette = 'agbada' | 'kaftan' | 'senator' | 'dress' | 'wrapper' | 'cap';

export interface SeedCategory {
  name: string;
  description: string;
  silhouette: Silhouette;
  style: PatternStyle;
  palette: readonly string[];
}

export interface SeedProduct {
  name: string;
  category: string;
  description: string;
  amount: number;
  topProduct: boolean;
  style: PatternStyle;
  palette: readonly string[];
}

const naira = (value: number) => value * 100;

export const seedCategories: readonly SeedCategory[] = [
  { name: 'Agbada', description: 'Flowing three-piece robes for weddings, chieftaincy and owambe, cut to your measurements.', silhouette: 'agbada', style: 'damask', palette: ['#f4ead5', '#b08d57', '#5b3a1a'] },
  { name: 'Kaftan', description: 'Clean, long tunics for Fridays, church and everyday elegance.', silhouette: 'kaftan', style: 'lace', palette: ['#e9eef2', '#2f4858', '#86a8b8'] },
  { name: 'Senator', description: 'Tailored tunic-and-trouser sets with sharp collars and embroidery.', silhouette: 'senator', style: 'kente', palette: ['#1d2d44', '#3e5c76', '#f0ebd8'] },
  { name: 'Ankara', description: 'Bold wax-print dresses, shirts and two-pieces in vibrant colour.', silhouette: 'dress', style: 'ankara', palette: ['#f6a01a', '#d7263d', '#1b998b', '#2e294e'] },
  { name: 'Aso-Oke', description: 'Hand-woven Yoruba cloth: gele, ipele, iro and fila for the big day.', silhouette: 'wrapper', style: 'aso-oke', palette: ['#6a0f49', '#d4a017', '#f3e9d2'] },
  { name: 'Adire', description: 'Indigo tie-and-dye and resist-dyed pieces from Abeokuta artisans.', silhouette: 'dress', style: 'adire', palette: ['#1b2a4a', '#2b4c7e', '#e8eef7'] },
  { name: 'Caps', description: 'Fila, abeti-aja and Hausa caps to finish the look.', silhouette: 'cap', style: 'aso-oke', palette: ['#3d1e6d', '#c9a227', '#f5f0e1'] },
];

export const seedProducts: readonly SeedProduct[] = [
  { name: 'Royal Damask Agbada Set', category: 'Agbada', description: 'Three-piece agbada in shadow damask with hand-finished neck embroidery; includes buba and sokoto.', amount: naira(185000), topProduct: true, style: 'damask', palette: ['#f4ead5', '#b08d57', '#5b3a1a'] },
  { name: 'Emerald Owambe Agbada', category: 'Agbada', description: 'Deep green agbada with gold thread work on the chest panel, made for celebrations.', amount: naira(210000), topProduct: false, style: 'damask', palette: ['#0b3d2e', '#c9a227', '#e6dcc3'] },
  { name: 'Ivory Chieftaincy Agbada', category: 'Agbada', description: 'Ivory brocade agbada with a wide sleeve drape and matching cap; a statement for titled occasions.', amount: naira(265000), topProduct: true, style: 'lace', palette: ['#fbf7ef', '#cdb891', '#6b5a3a'] },
  { name: 'Midnight Brocade Agbada', category: 'Agbada', description: 'Navy brocade with silver embroidery; light enough for an evening reception.', amount: naira(172500), topProduct: false, style: 'damask', palette: ['#101d3b', '#9aa6b2', '#dfe6ee'] },

  { name: 'Classic White Kaftan', category: 'Kaftan', description: 'Crisp cotton kaftan with a concealed placket and side pockets; cut long to the ankle.', amount: naira(45000), topProduct: true, style: 'lace', palette: ['#ffffff', '#c7d0d8', '#2f4858'] },
  { name: 'Sahel Linen Kaftan', category: 'Kaftan', description: 'Breathable sand-coloured linen kaftan for hot afternoons, with tonal neck stitching.', amount: naira(52000), topProduct: false, style: 'lace', palette: ['#e8dcc2', '#a88f5f', '#5a4a2f'] },
  { name: 'Embroidered Jalabiya Kaftan', category: 'Kaftan', description: 'Slate kaftan with geometric chest embroidery inspired by Hausa caps.', amount: naira(68000), topProduct: false, style: 'kente', palette: ['#4a5759', '#b0c4b1', '#edafb8'] },
  { name: 'Wine Velvet Kaftan', category: 'Kaftan', description: 'Soft velvet kaftan in deep wine for evening events; lined and weighted at the hem.', amount: naira(79500), topProduct: true, style: 'damask', palette: ['#5c0f24', '#a4303f', '#f2d0a4'] },

  { name: 'Navy Senator Two-Piece', category: 'Senator', description: 'Tailored navy senator top with straight trousers; mandarin collar and piped pockets.', amount: naira(58000), topProduct: true, style: 'kente', palette: ['#1d2d44', '#3e5c76', '#f0ebd8'] },
  { name: 'Charcoal Embroidered Senator', category: 'Senator', description: 'Charcoal senator with tonal embroidery down the placket, for the office or a wedding.', amount: naira(64500), topProduct: false, style: 'kente', palette: ['#2b2d2f', '#6c757d', '#ced4da'] },
  { name: 'Olive Asymmetric Senator', category: 'Senator', description: 'Olive senator with an asymmetric button line and contrast cuffs.', amount: naira(61000), topProduct: false, style: 'kente', palette: ['#3a4a2b', '#8a9a5b', '#e9edc9'] },
  { name: 'Burgundy Wedding Senator', category: 'Senator', description: 'Burgundy senator with gold-thread collar for the groom’s friends; made to measure.', amount: naira(72000), topProduct: true, style: 'damask', palette: ['#641220', '#c9a227', '#f7e7ce'] },

  { name: 'Sunburst Ankara Maxi Dress', category: 'Ankara', description: 'Flared maxi dress in sunburst wax print with puff sleeves and a fitted bodice.', amount: naira(38500), topProduct: true, style: 'ankara', palette: ['#f6a01a', '#d7263d', '#1b998b', '#2e294e'] },
  { name: 'Ankara Peplum Two-Piece', category: 'Ankara', description: 'Peplum top and pencil skirt in bold circles print; office to owambe.', amount: naira(42000), topProduct: false, style: 'ankara', palette: ['#ef476f', '#ffd166', '#06d6a0', '#073b4c'] },
  { name: 'Men’s Ankara Shirt', category: 'Ankara', description: 'Short-sleeved shirt in geometric wax print with a camp collar.', amount: naira(24000), topProduct: false, style: 'ankara', palette: ['#ff7f11', '#1f2041', '#4b3f72', '#ffc857'] },
  { name: 'Ankara Wrap Jumpsuit', category: 'Ankara', description: 'Wide-leg wrap jumpsuit in teal and orange print with a self-tie belt.', amount: naira(46500), topProduct: true, style: 'ankara', palette: ['#0f7173', '#f05d23', '#e7ecef', '#272932'] },

  { name: 'Wedding Aso-Oke Gele and Ipele', category: 'Aso-Oke', description: 'Hand-woven aso-oke gele with matching ipele shawl in plum and gold.', amount: naira(55000), topProduct: true, style: 'aso-oke', palette: ['#6a0f49', '#d4a017', '#f3e9d2'] },
  { name: 'Sanyan Aso-Oke Set', category: 'Aso-Oke', description: 'Traditional sanyan (beige wild silk) aso-oke: iro, buba and gele.', amount: naira(98000), topProduct: false, style: 'aso-oke', palette: ['#c8a97e', '#8c6d46', '#f4ebdc'] },
  { name: 'Alaari Groom’s Aso-Oke', category: 'Aso-Oke', description: 'Crimson alaari aso-oke agbada cloth woven on the narrow loom, for the groom.', amount: naira(145000), topProduct: false, style: 'aso-oke', palette: ['#8b0000', '#e0a458', '#1c1c1c'] },
  { name: 'Etu Indigo Aso-Oke Iro', category: 'Aso-Oke', description: 'Deep indigo etu aso-oke wrapper with thin light-blue stripes.', amount: naira(67500), topProduct: false, style: 'aso-oke', palette: ['#12203d', '#4f6d9a', '#dfe7f2'] },

  { name: 'Abeokuta Adire Shirt Dress', category: 'Adire', description: 'Indigo adire eleko shirt dress with a resist-painted motif; relaxed fit.', amount: naira(36000), topProduct: true, style: 'adire', palette: ['#1b2a4a', '#2b4c7e', '#e8eef7'] },
  { name: 'Adire Oniko Kimono', category: 'Adire', description: 'Tie-dyed oniko kimono jacket with circular motifs, lined in cotton.', amount: naira(33500), topProduct: false, style: 'adire', palette: ['#14213d', '#3a5a98', '#f1f5fb'] },
  { name: 'Adire Agbada Lite', category: 'Adire', description: 'A lighter agbada in hand-dyed adire, for a modern take on tradition.', amount: naira(98000), topProduct: false, style: 'adire', palette: ['#0d1b2a', '#415a77', '#e0e1dd'] },
  { name: 'Adire Palazzo Set', category: 'Adire', description: 'Wide palazzo trousers and a cropped top in stitched-resist adire.', amount: naira(41000), topProduct: false, style: 'adire', palette: ['#22333b', '#5e7c9b', '#eae0d5'] },

  { name: 'Aso-Oke Fila', category: 'Caps', description: 'Soft folded fila in hand-woven aso-oke; sized to your head circumference.', amount: naira(12500), topProduct: true, style: 'aso-oke', palette: ['#3d1e6d', '#c9a227', '#f5f0e1'] },
  { name: 'Abeti-Aja Cap', category: 'Caps', description: 'Classic dog-ear abeti-aja cap in brocade, pairs with agbada.', amount: naira(9500), topProduct: false, style: 'damask', palette: ['#2c2c54', '#aaa69d', '#f7f1e3'] },
  { name: 'Hausa Embroidered Cap', category: 'Caps', description: 'Hand-embroidered Hausa zanna cap in cream with green and red thread.', amount: naira(15000), topProduct: false, style: 'kente', palette: ['#f4f1de', '#2a9d8f', '#e63946'] },
  { name: 'Velvet Gobi Cap', category: 'Caps', description: 'Tall gobi cap in wine velvet, lined for comfort.', amount: naira(11000), topProduct: false, style: 'damask', palette: ['#5c0f24', '#d4a373', '#faedcd'] },
];
