import type { ColorSeed } from './types';

// Each maker's own paint names, as they appear on Argentine price lists.

export const VOLKSWAGEN_COLORS: readonly ColorSeed[] = [
  { name: 'Blanco Cristal', hex: '#f4f5f0' },
  { name: 'Gris Platinum', hex: '#8a8d8f' },
  { name: 'Negro Ninja', hex: '#111317' },
  { name: 'Azul Biscay', hex: '#1f3a93' },
  { name: 'Rojo Sunset', hex: '#a3161a' },
  { name: 'Plata Sirius', hex: '#c0c3c6' },
  { name: 'Gris Windsor', hex: '#5b5f63' },
];

export const CHEVROLET_COLORS: readonly ColorSeed[] = [
  { name: 'Blanco Summit', hex: '#f2f2ee' },
  { name: 'Negro Global', hex: '#141414' },
  { name: 'Plata Switchblade', hex: '#b5b8bb' },
  { name: 'Gris Topo', hex: '#6b6a66' },
  { name: 'Rojo Carmesí', hex: '#8e1b1f' },
  { name: 'Azul Eclipse', hex: '#1c2a4a' },
];

export const NISSAN_COLORS: readonly ColorSeed[] = [
  { name: 'Blanco Perlado', hex: '#eef0ec' },
  { name: 'Negro Diamante', hex: '#121214' },
  { name: 'Gris Oxford', hex: '#4a4d52' },
  { name: 'Plata Metalizado', hex: '#b9bcbf' },
  { name: 'Rojo Burdeos', hex: '#6e1423' },
  { name: 'Azul Cobalto', hex: '#1d3f7a' },
  { name: 'Naranja Monarca', hex: '#d65a1e' },
];

export const BAIC_COLORS: readonly ColorSeed[] = [
  { name: 'Blanco Polar', hex: '#f3f4f2' },
  { name: 'Negro Obsidiana', hex: '#0f1012' },
  { name: 'Verde Militar', hex: '#4b5a3a' },
  { name: 'Gris Titanio', hex: '#7b7f82' },
  { name: 'Arena Desierto', hex: '#c2a878' },
  { name: 'Azul Océano', hex: '#1f4e79' },
];
