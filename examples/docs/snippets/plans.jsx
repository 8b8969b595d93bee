// React components in a .jsx snippet: navbuild renders them at build time,
// as they first appear (no JavaScript in the page).

const regions = ["eu-west", "us-east", "ap-south"];

export const PlanTable = ({ plans, currency = "€" }) => (
  <table className="min-w-full text-sm">
    <thead>
      <tr>
        <th>Plan</th>
        <th>Price per month</th>
        <th>Regions</th>
      </tr>
    </thead>
    <tbody>
      {plans.map((plan) => (
        <tr key={plan.name}>
          <td>
            {plan.name}
            {plan.popular && <> <Badge color="green">Popular</Badge></>}
          </td>
          <td>{plan.price === 0 ? "Free" : `${currency}${plan.price.toFixed(2)}`}</td>
          <td>{regions.slice(0, plan.regions).join(", ")}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

export function RegionList({ title = "Regions" }) {
  const count = regions.length;
  return (
    <p>
      <strong>{title}</strong> ({count}): {regions.map((r, i) => (
        <span key={r}>{i > 0 && ", "}<code>{r}</code></span>
      ))}
    </p>
  );
}
