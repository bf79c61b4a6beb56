import { useUploadUrl } from '../../../lib/settings/settings-context';

/** An item's picture as sold; a neutral tile when the item had none (fees, bookings...). */
export function ItemThumb({ logo, size = 48 }: { logo: string; size?: number }) {
  const resolve = useUploadUrl();
  return logo ? (
    <img className="item-thumb" src={resolve(logo)} alt="" width={size} height={size} loading="lazy" decoding="async" />
  ) : (
    <span className="item-thumb item-thumb--empty" style={{ width: size, height: size }} aria-hidden="true" />
  );
}
