/**
 * The demo bank's view of the civil registry and the card processor: who holds a passport or a
 * card. The real bank asks the registry by passport (series, number, birth date) and the processor
 * by card; here the answer is a stable pick from a list of Uzbek names by the document's digest,
 * so the same passport or card always names the same person.
 */
import { createHash } from 'node:crypto';

export const UZBEK_NAMES = [
  'Aliyev Jasur Baxtiyorovich',
  'Karimova Dilnoza Rustamovna',
  'Tursunov Sherzod Alisherovich',
  'Yusupova Malika Farhodovna',
  'Rahimov Otabek Ilhomovich',
  'Abdullayeva Nilufar Shavkatovna',
  'Xoʻjayev Bekzod Ravshanovich',
  'Ismoilova Gulnora Anvarovna',
  'Qodirov Sardor Oybekovich',
  'Saidova Zarina Baxromovna',
  'Nazarov Ulugʻbek Tohirovich',
  'Ergasheva Madina Komilovna',
  'Mirzayev Javohir Nodirovich',
  'Hasanova Feruza Akmalovna',
  'Sobirov Doniyor Gʻayratovich',
  'Umarova Shahnoza Jamshidovna',
  'Oripov Azizbek Mansurovich',
  'Toshpoʻlatova Kamola Erkinovna',
  'Jurayev Islom Hamidovich',
  'Normatova Sevara Ulugʻbekovna',
  'Xolmatov Farrux Sanjarovich',
  'Qosimova Mohira Dilshodovna',
  'Boboyev Akmal Rustamovich',
  'Shukurova Laylo Botirovna',
] as const;

export function holderName(documentKey: string): string {
  const digest = createHash('sha256').update(documentKey, 'utf8').digest();
  return UZBEK_NAMES[digest.readUInt32BE(0) % UZBEK_NAMES.length] ?? UZBEK_NAMES[0];
}

/** "ALIYEV JASUR": what is embossed on the card (surname and first name, Latin capitals). */
export function embossedName(fullName: string): string {
  return fullName.split(' ').slice(0, 2).join(' ').replace(/[ʻʼ']/g, '').toUpperCase();
}
