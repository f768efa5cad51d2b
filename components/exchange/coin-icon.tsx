import Image from 'next/image';

// Coin icons are small SVGs served from our origin; optimisation would only add a round trip.
export function CoinIcon({ src, alt, size = 28 }: { src: string; alt: string; size?: number }) {
  return <Image src={src} alt={alt} width={size} height={size} unoptimized loading="lazy" />;
}
