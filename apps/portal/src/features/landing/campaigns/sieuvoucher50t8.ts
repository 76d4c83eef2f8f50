import { voucher50Campaign } from '../families/voucher50';

/** LAND-18, CONST-74: the August voucher-50 campaign, 26/08/2024 – 30/09/2024. */
export default voucher50Campaign('sieuvoucher50t8', 'CONST-74');
