import { renderSVG } from 'uqr';

/** An otpauth URI as an SVG QR code, shown as an image (never injected as markup): two-factor set-up in the Shop and in Pay's dashboard. */
export function QrCode({ uri, className }: { uri: string; className: string }) {
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(uri, { pixelSize: 6 }))}`;
  return <img className={className} src={src} alt="QR code to scan with your authenticator app" width={224} height={224} />;
}
