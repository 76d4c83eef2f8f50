/**
 * Issue 15 and 16 (LOY-25, LOY-54, LOY-55): the member's email, the programme's introduction, the
 * business fields a partner chooses, the captchas the sandbox issued and the partner applications.
 */
const fields: readonly [string, string][] = [
  ['Ẩm thực', 'Food and drink'],
  ['Mua sắm', 'Shopping'],
  ['Du lịch và khách sạn', 'Travel and hotels'],
  ['Sức khỏe và làm đẹp', 'Health and beauty'],
  ['Giáo dục', 'Education'],
  ['Giải trí', 'Entertainment'],
];

const aboutVi = `<h2>VinaPhone Plus là gì?</h2>
<p>VinaPhone Plus là chương trình chăm sóc khách hàng của VinaPhone: mỗi lần dùng dịch vụ, bạn được tích điểm và đổi điểm lấy ưu đãi của hàng trăm đối tác.</p>
<h2>Hạng hội viên</h2>
<ul><li>Thành viên</li><li>Bạc</li><li>Titan</li><li>Vàng</li><li>Kim cương</li></ul>
<h2>Trở thành đối tác</h2>
<p>Doanh nghiệp muốn giới thiệu sản phẩm tới hội viên có thể đăng kí làm đối tác liên kết.</p>`;

const aboutEn = `<h2>What is VinaPhone Plus?</h2>
<p>VinaPhone Plus is VinaPhone's customer programme: every use of a service earns points, which you exchange for offers from hundreds of partners.</p>
<h2>Member tiers</h2>
<ul><li>Member</li><li>Silver</li><li>Titanium</li><li>Gold</li><li>Diamond</li></ul>
<h2>Become a partner</h2>
<p>A business that wants to reach our members can register as an affiliated partner.</p>`;

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

export const loyaltyAboutPartnersSchema = /* sql */ `
create table loyalty_member_emails (
  msisdn text primary key,
  email text not null,
  updated_at timestamptz not null
);
create table loyalty_about (
  id integer primary key check (id = 1),
  title_vi text not null,
  title_en text not null,
  html_vi text not null,
  html_en text not null
);
insert into loyalty_about values (1, 'Giới thiệu VinaPhone Plus', 'About VinaPhone Plus', ${quote(aboutVi)}, ${quote(aboutEn)});
create table loyalty_business_fields (
  id integer primary key,
  name_vi text not null,
  name_en text not null
);
insert into loyalty_business_fields (id, name_vi, name_en) values
${fields.map(([vi, en], index) => `  (${index + 1}, ${quote(vi)}, ${quote(en)})`).join(',\n')};
create table loyalty_captchas (
  id text primary key,
  answer text not null,
  issued_at timestamptz not null,
  used_at timestamptz
);
create index loyalty_captchas_issued on loyalty_captchas (issued_at);
create table loyalty_partner_applications (
  id serial primary key,
  login_name text not null,
  password_hash text not null,
  company text not null,
  business_field_id integer not null references loyalty_business_fields (id),
  province_id integer not null references provinces (id),
  contact_name text not null,
  phone text not null,
  email text not null,
  id_number text not null,
  birth_date date not null,
  submitted_at timestamptz not null
);
create unique index loyalty_partner_login on loyalty_partner_applications (lower(login_name));
`;
