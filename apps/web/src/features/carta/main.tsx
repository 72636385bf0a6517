import { createRoot } from "react-dom/client";
import { CartaApp } from "./CartaApp";
import "./carta.css";

const root = document.getElementById("carta");
if (root) createRoot(root).render(<CartaApp />);
