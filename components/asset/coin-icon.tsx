// Coin icons are small SVGs served from our origin: a plain <img> with its size reserved.
// next/image would add its client code to the page's first load and, unoptimised, nothing else.
export function CoinIcon({ src, alt, size = 28 }: { src: string; alt: string; size?: number }) {
  // eslint-disable-next-line @next/next/no-img-element -- see above
  return <img src={src} alt={alt} width={size} height={size} loading="lazy" decoding="async" />;
}
