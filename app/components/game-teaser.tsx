import { Link } from 'react-router'
import { gamePage } from '#app/content/pages/game.ts'

/** The house promotion for the Game of Influence; its length comes from GAME_ROUND (one source). */
export function GameTeaser() {
	return (
		<section
			aria-labelledby="game-heading"
			data-promo="house"
			data-promo-key="house:game"
			className="rounded-sm bg-night p-5 text-white"
		>
			<p className="text-[0.6875rem] font-bold tracking-[0.12em] text-white/75 uppercase">
				Interactive · From Brandline
			</p>
			<h2 id="game-heading" className="mt-1 font-serif text-2xl font-bold">
				{gamePage.title}
			</h2>
			<p className="mt-2 text-sm text-white/85">{gamePage.teaser}</p>
			<Link
				to="/game-of-influence"
				className="mt-4 inline-block rounded-sm bg-white px-4 py-2 text-sm font-semibold text-[#15181d]"
			>
				Play and get your score (0–100)
			</Link>
		</section>
	)
}
