import './or-divider.css';

export function OrDivider() {
  return (
    <div className="or-divider" aria-hidden="true">
      <span>or</span>
    </div>
  );
}
