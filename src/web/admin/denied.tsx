export function Denied({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">
      {message}
    </p>
  );
}
