<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="rooms" tilewidth="64" tileheight="64" tilecount="55" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
    <property name="room" value="entrance_hall"/>
    <property name="floors" value="ground"/>
    <property name="doors" value="N,E,W"/>
    <property name="symbol" value=""/>
    <property name="rule" value="entrance_hall"/>
    <property name="name_key" value="room.entrance_hall.name"/>
    <property name="text_key" value="room.entrance_hall.text"/>
    <property name="start" type="bool" value="true"/>
    <property name="locked_doors" value="S"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/entrance_hall.png"/>
 </tile>
 <tile id="1">
  <properties>
    <property name="room" value="foyer"/>
    <property name="floors" value="ground"/>
    <property name="doors" value="N,E,S,W"/>
    <property name="symbol" value=""/>
    <property name="rule" value="foyer"/>
    <property name="name_key" value="room.foyer.name"/>
    <property name="text_key" value="room.foyer.text"/>
    <property name="start" type="bool" value="true"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/foyer.png"/>
 </tile>
 <tile id="2">
  <properties>
    <property name="room" value="grand_staircase"/>
    <property name="floors" value="ground"/>
    <property name="doors" value="S"/>
    <property name="symbol" value=""/>
    <property name="rule" value="grand_staircase"/>
    <property name="name_key" value="room.grand_staircase.name"/>
    <property name="text_key" value="room.grand_staircase.text"/>
    <property name="start" type="bool" value="true"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/grand_staircase.png"/>
 </tile>
 <tile id="3">
  <properties>
    <property name="room" value="upper_landing"/>
    <property name="floors" value="upper"/>
    <property name="doors" value="N,E,S,W"/>
    <property name="symbol" value=""/>
    <property name="rule" value="upper_landing"/>
    <property name="name_key" value="room.upper_landing.name"/>
    <property name="text_key" value="room.upper_landing.text"/>
    <property name="start" type="bool" value="true"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/upper_landing.png"/>
 </tile>
 <tile id="4">
  <properties>
    <property name="room" value="basement_landing"/>
    <property name="floors" value="basement"/>
    <property name="doors" value="N,E,S,W"/>
    <property name="symbol" value=""/>
    <property name="rule" value="basement_landing"/>
    <property name="name_key" value="room.basement_landing.name"/>
    <property name="text_key" value="room.basement_landing.text"/>
    <property name="start" type="bool" value="true"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/basement_landing.png"/>
 </tile>
 <tile id="5">
  <properties>
    <property name="room" value="stairs_from_basement"/>
    <property name="floors" value="basement"/>
    <property name="doors" value="N"/>
    <property name="symbol" value=""/>
    <property name="rule" value="stairs_from_basement"/>
    <property name="name_key" value="room.stairs_from_basement.name"/>
    <property name="text_key" value="room.stairs_from_basement.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/stairs_from_basement.png"/>
 </tile>
 <tile id="6">
  <properties>
    <property name="room" value="attic"/>
    <property name="floors" value="upper"/>
    <property name="doors" value="S"/>
    <property name="symbol" value="event"/>
    <property name="rule" value="leave_roll"/>
    <property name="name_key" value="room.attic.name"/>
    <property name="text_key" value="room.attic.text"/>
    <property name="roll_trait" value="speed"/>
    <property name="roll_target" type="int" value="3"/>
    <property name="loss_trait" value="might"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/attic.png"/>
 </tile>
 <tile id="7">
  <properties>
    <property name="room" value="graveyard"/>
    <property name="floors" value="ground"/>
    <property name="doors" value="S"/>
    <property name="symbol" value="event"/>
    <property name="rule" value="leave_roll"/>
    <property name="name_key" value="room.graveyard.name"/>
    <property name="text_key" value="room.graveyard.text"/>
    <property name="roll_trait" value="sanity"/>
    <property name="roll_target" type="int" value="4"/>
    <property name="loss_trait" value="knowledge"/>
    <property name="outdoor" type="bool" value="true"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/graveyard.png"/>
 </tile>
 <tile id="8">
  <properties>
    <property name="room" value="junk_room"/>
    <property name="floors" value="basement,ground,upper"/>
    <property name="doors" value="N,E,S,W"/>
    <property name="symbol" value="omen"/>
    <property name="rule" value="leave_roll"/>
    <property name="name_key" value="room.junk_room.name"/>
    <property name="text_key" value="room.junk_room.text"/>
    <property name="roll_trait" value="might"/>
    <property name="roll_target" type="int" value="3"/>
    <property name="loss_trait" value="speed"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/junk_room.png"/>
 </tile>
 <tile id="9">
  <properties>
    <property name="room" value="pentagram_chamber"/>
    <property name="floors" value="basement"/>
    <property name="doors" value="E"/>
    <property name="symbol" value="omen"/>
    <property name="rule" value="leave_roll"/>
    <property name="name_key" value="room.pentagram_chamber.name"/>
    <property name="text_key" value="room.pentagram_chamber.text"/>
    <property name="roll_trait" value="knowledge"/>
    <property name="roll_target" type="int" value="4"/>
    <property name="loss_trait" value="sanity"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/pentagram_chamber.png"/>
 </tile>
 <tile id="10">
  <properties>
    <property name="room" value="chapel"/>
    <property name="floors" value="ground,upper"/>
    <property name="doors" value="N"/>
    <property name="symbol" value="event"/>
    <property name="rule" value="once_per_game"/>
    <property name="name_key" value="room.chapel.name"/>
    <property name="text_key" value="room.chapel.text"/>
    <property name="gain_trait" value="sanity"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/chapel.png"/>
 </tile>
 <tile id="11">
  <properties>
    <property name="room" value="gymnasium"/>
    <property name="floors" value="basement,upper"/>
    <property name="doors" value="E,S"/>
    <property name="symbol" value="omen"/>
    <property name="rule" value="once_per_game"/>
    <property name="name_key" value="room.gymnasium.name"/>
    <property name="text_key" value="room.gymnasium.text"/>
    <property name="gain_trait" value="speed"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/gymnasium.png"/>
 </tile>
 <tile id="12">
  <properties>
    <property name="room" value="larder"/>
    <property name="floors" value="basement"/>
    <property name="doors" value="N,S"/>
    <property name="symbol" value="item"/>
    <property name="rule" value="once_per_game"/>
    <property name="name_key" value="room.larder.name"/>
    <property name="text_key" value="room.larder.text"/>
    <property name="gain_trait" value="might"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/larder.png"/>
 </tile>
 <tile id="13">
  <properties>
    <property name="room" value="library"/>
    <property name="floors" value="ground,upper"/>
    <property name="doors" value="S,W"/>
    <property name="symbol" value="event"/>
    <property name="rule" value="once_per_game"/>
    <property name="name_key" value="room.library.name"/>
    <property name="text_key" value="room.library.text"/>
    <property name="gain_trait" value="knowledge"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/library.png"/>
 </tile>
 <tile id="14">
  <properties>
    <property name="room" value="coal_chute"/>
    <property name="floors" value="ground"/>
    <property name="doors" value="N"/>
    <property name="symbol" value=""/>
    <property name="rule" value="coal_chute"/>
    <property name="name_key" value="room.coal_chute.name"/>
    <property name="text_key" value="room.coal_chute.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/coal_chute.png"/>
 </tile>
 <tile id="15">
  <properties>
    <property name="room" value="collapsed_room"/>
    <property name="floors" value="ground,upper"/>
    <property name="doors" value="N,E,S,W"/>
    <property name="symbol" value=""/>
    <property name="rule" value="collapsed_room"/>
    <property name="name_key" value="room.collapsed_room.name"/>
    <property name="text_key" value="room.collapsed_room.text"/>
    <property name="roll_trait" value="speed"/>
    <property name="roll_target" type="int" value="5"/>
    <property name="fall_dice" type="int" value="1"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/collapsed_room.png"/>
 </tile>
 <tile id="16">
  <properties>
    <property name="room" value="crypt"/>
    <property name="floors" value="basement"/>
    <property name="doors" value="N"/>
    <property name="symbol" value="event"/>
    <property name="rule" value="end_turn_damage"/>
    <property name="name_key" value="room.crypt.name"/>
    <property name="text_key" value="room.crypt.text"/>
    <property name="damage_kind" value="mental"/>
    <property name="damage" type="int" value="1"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/crypt.png"/>
 </tile>
 <tile id="17">
  <properties>
    <property name="room" value="furnace_room"/>
    <property name="floors" value="basement"/>
    <property name="doors" value="N,S,W"/>
    <property name="symbol" value="omen"/>
    <property name="rule" value="end_turn_damage"/>
    <property name="name_key" value="room.furnace_room.name"/>
    <property name="text_key" value="room.furnace_room.text"/>
    <property name="damage_kind" value="physical"/>
    <property name="damage" type="int" value="1"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/furnace_room.png"/>
 </tile>
 <tile id="18">
  <properties>
    <property name="room" value="gallery"/>
    <property name="floors" value="upper"/>
    <property name="doors" value="N,S"/>
    <property name="symbol" value="omen"/>
    <property name="rule" value="gallery"/>
    <property name="name_key" value="room.gallery.name"/>
    <property name="text_key" value="room.gallery.text"/>
    <property name="fall_dice" type="int" value="1"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/gallery.png"/>
 </tile>
 <tile id="19">
  <properties>
    <property name="room" value="ballroom"/>
    <property name="floors" value="ground"/>
    <property name="doors" value="N,E,S,W"/>
    <property name="symbol" value="event"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.ballroom.name"/>
    <property name="text_key" value="room.ballroom.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/ballroom.png"/>
 </tile>
 <tile id="20">
  <properties>
    <property name="room" value="mystic_elevator"/>
    <property name="floors" value="basement,ground,upper"/>
    <property name="doors" value="S"/>
    <property name="symbol" value=""/>
    <property name="rule" value="mystic_elevator"/>
    <property name="name_key" value="room.mystic_elevator.name"/>
    <property name="text_key" value="room.mystic_elevator.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/mystic_elevator.png"/>
 </tile>
 <tile id="21">
  <properties>
    <property name="room" value="underground_lake"/>
    <property name="floors" value="basement,upper"/>
    <property name="doors" value="N,E"/>
    <property name="symbol" value="event"/>
    <property name="rule" value="underground_lake"/>
    <property name="name_key" value="room.underground_lake.name"/>
    <property name="text_key" value="room.underground_lake.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/underground_lake.png"/>
 </tile>
 <tile id="22">
  <properties>
    <property name="room" value="vault"/>
    <property name="floors" value="basement,upper"/>
    <property name="doors" value="N"/>
    <property name="symbol" value="event"/>
    <property name="rule" value="vault"/>
    <property name="name_key" value="room.vault.name"/>
    <property name="text_key" value="room.vault.text"/>
    <property name="cross_trait" value="knowledge"/>
    <property name="cross_target" type="int" value="6"/>
    <property name="sides" value="N|"/>
    <property name="reward_items" type="int" value="2"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/vault.png"/>
 </tile>
 <tile id="23">
  <properties>
    <property name="room" value="tower"/>
    <property name="floors" value="upper"/>
    <property name="doors" value="E,W"/>
    <property name="symbol" value="event"/>
    <property name="rule" value="barrier"/>
    <property name="name_key" value="room.tower.name"/>
    <property name="text_key" value="room.tower.text"/>
    <property name="cross_trait" value="might"/>
    <property name="cross_target" type="int" value="3"/>
    <property name="sides" value="W|E"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/tower.png"/>
 </tile>
 <tile id="24">
  <properties>
    <property name="room" value="chasm"/>
    <property name="floors" value="basement"/>
    <property name="doors" value="E,W"/>
    <property name="symbol" value=""/>
    <property name="rule" value="barrier"/>
    <property name="name_key" value="room.chasm.name"/>
    <property name="text_key" value="room.chasm.text"/>
    <property name="cross_trait" value="speed"/>
    <property name="cross_target" type="int" value="3"/>
    <property name="sides" value="W|E"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/chasm.png"/>
 </tile>
 <tile id="25">
  <properties>
    <property name="room" value="catacombs"/>
    <property name="floors" value="basement"/>
    <property name="doors" value="N,S"/>
    <property name="symbol" value="omen"/>
    <property name="rule" value="barrier"/>
    <property name="name_key" value="room.catacombs.name"/>
    <property name="text_key" value="room.catacombs.text"/>
    <property name="cross_trait" value="sanity"/>
    <property name="cross_target" type="int" value="6"/>
    <property name="sides" value="N|S"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/catacombs.png"/>
 </tile>
 <tile id="26">
  <properties>
    <property name="room" value="revolving_wall"/>
    <property name="floors" value="ground,upper"/>
    <property name="doors" value="N,E,S"/>
    <property name="symbol" value=""/>
    <property name="rule" value="revolving_wall"/>
    <property name="name_key" value="room.revolving_wall.name"/>
    <property name="text_key" value="room.revolving_wall.text"/>
    <property name="roll_trait" value="knowledge"/>
    <property name="roll_target" type="int" value="3"/>
    <property name="wall" value="W"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/revolving_wall.png"/>
 </tile>
 <tile id="27">
  <properties>
    <property name="room" value="patio"/>
    <property name="floors" value="ground"/>
    <property name="doors" value="N,S,W"/>
    <property name="symbol" value="event"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.patio.name"/>
    <property name="text_key" value="room.patio.text"/>
    <property name="outdoor" type="bool" value="true"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/patio.png"/>
 </tile>
 <tile id="28">
  <properties>
    <property name="room" value="gardens"/>
    <property name="floors" value="ground"/>
    <property name="doors" value="N,S"/>
    <property name="symbol" value="event"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.gardens.name"/>
    <property name="text_key" value="room.gardens.text"/>
    <property name="outdoor" type="bool" value="true"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/gardens.png"/>
 </tile>
 <tile id="29">
  <properties>
    <property name="room" value="root_cellar"/>
    <property name="floors" value="basement"/>
    <property name="doors" value="N,S"/>
    <property name="symbol" value="item"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.root_cellar.name"/>
    <property name="text_key" value="room.root_cellar.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/root_cellar.png"/>
 </tile>
 <tile id="30">
  <properties>
    <property name="room" value="cistern"/>
    <property name="floors" value="basement"/>
    <property name="doors" value="E,W"/>
    <property name="symbol" value="omen"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.cistern.name"/>
    <property name="text_key" value="room.cistern.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/cistern.png"/>
 </tile>
 <tile id="31">
  <properties>
    <property name="room" value="ossuary"/>
    <property name="floors" value="basement"/>
    <property name="doors" value="N,E,S"/>
    <property name="symbol" value="omen"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.ossuary.name"/>
    <property name="text_key" value="room.ossuary.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/ossuary.png"/>
 </tile>
 <tile id="32">
  <properties>
    <property name="room" value="laundry"/>
    <property name="floors" value="basement,ground"/>
    <property name="doors" value="N,E"/>
    <property name="symbol" value="item"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.laundry.name"/>
    <property name="text_key" value="room.laundry.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/laundry.png"/>
 </tile>
 <tile id="33">
  <properties>
    <property name="room" value="scullery"/>
    <property name="floors" value="basement,ground"/>
    <property name="doors" value="N,S,W"/>
    <property name="symbol" value="event"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.scullery.name"/>
    <property name="text_key" value="room.scullery.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/scullery.png"/>
 </tile>
 <tile id="34">
  <properties>
    <property name="room" value="smugglers_tunnel"/>
    <property name="floors" value="basement"/>
    <property name="doors" value="N,S"/>
    <property name="symbol" value="event"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.smugglers_tunnel.name"/>
    <property name="text_key" value="room.smugglers_tunnel.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/smugglers_tunnel.png"/>
 </tile>
 <tile id="35">
  <properties>
    <property name="room" value="dry_well"/>
    <property name="floors" value="basement"/>
    <property name="doors" value="N"/>
    <property name="symbol" value="omen"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.dry_well.name"/>
    <property name="text_key" value="room.dry_well.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/dry_well.png"/>
 </tile>
 <tile id="36">
  <properties>
    <property name="room" value="drawing_room"/>
    <property name="floors" value="ground,upper"/>
    <property name="doors" value="N,E,S,W"/>
    <property name="symbol" value="omen"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.drawing_room.name"/>
    <property name="text_key" value="room.drawing_room.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/drawing_room.png"/>
 </tile>
 <tile id="37">
  <properties>
    <property name="room" value="portrait_hall"/>
    <property name="floors" value="ground,upper"/>
    <property name="doors" value="N,S"/>
    <property name="symbol" value="event"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.portrait_hall.name"/>
    <property name="text_key" value="room.portrait_hall.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/portrait_hall.png"/>
 </tile>
 <tile id="38">
  <properties>
    <property name="room" value="music_room"/>
    <property name="floors" value="ground,upper"/>
    <property name="doors" value="E,W"/>
    <property name="symbol" value="item"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.music_room.name"/>
    <property name="text_key" value="room.music_room.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/music_room.png"/>
 </tile>
 <tile id="39">
  <properties>
    <property name="room" value="billiard_room"/>
    <property name="floors" value="ground"/>
    <property name="doors" value="N,E,S"/>
    <property name="symbol" value="item"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.billiard_room.name"/>
    <property name="text_key" value="room.billiard_room.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/billiard_room.png"/>
 </tile>
 <tile id="40">
  <properties>
    <property name="room" value="greenhouse"/>
    <property name="floors" value="ground"/>
    <property name="doors" value="N,E,W"/>
    <property name="symbol" value="item"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.greenhouse.name"/>
    <property name="text_key" value="room.greenhouse.text"/>
    <property name="outdoor" type="bool" value="true"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/greenhouse.png"/>
 </tile>
 <tile id="41">
  <properties>
    <property name="room" value="nursery"/>
    <property name="floors" value="upper"/>
    <property name="doors" value="N,E"/>
    <property name="symbol" value="omen"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.nursery.name"/>
    <property name="text_key" value="room.nursery.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/nursery.png"/>
 </tile>
 <tile id="42">
  <properties>
    <property name="room" value="sewing_room"/>
    <property name="floors" value="upper"/>
    <property name="doors" value="N,W"/>
    <property name="symbol" value="item"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.sewing_room.name"/>
    <property name="text_key" value="room.sewing_room.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/sewing_room.png"/>
 </tile>
 <tile id="43">
  <properties>
    <property name="room" value="guest_bedroom"/>
    <property name="floors" value="upper"/>
    <property name="doors" value="N,E,S,W"/>
    <property name="symbol" value="event"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.guest_bedroom.name"/>
    <property name="text_key" value="room.guest_bedroom.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/guest_bedroom.png"/>
 </tile>
 <tile id="44">
  <properties>
    <property name="room" value="study"/>
    <property name="floors" value="ground,upper"/>
    <property name="doors" value="N,E,S"/>
    <property name="symbol" value="item"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.study.name"/>
    <property name="text_key" value="room.study.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/study.png"/>
 </tile>
 <tile id="45">
  <properties>
    <property name="room" value="trophy_room"/>
    <property name="floors" value="ground,upper"/>
    <property name="doors" value="N,S,W"/>
    <property name="symbol" value="omen"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.trophy_room.name"/>
    <property name="text_key" value="room.trophy_room.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/trophy_room.png"/>
 </tile>
 <tile id="46">
  <properties>
    <property name="room" value="long_corridor"/>
    <property name="floors" value="basement,ground,upper"/>
    <property name="doors" value="N,S"/>
    <property name="symbol" value=""/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.long_corridor.name"/>
    <property name="text_key" value="room.long_corridor.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/long_corridor.png"/>
 </tile>
 <tile id="47">
  <properties>
    <property name="room" value="cold_hallway"/>
    <property name="floors" value="basement,ground,upper"/>
    <property name="doors" value="N,E,S,W"/>
    <property name="symbol" value=""/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.cold_hallway.name"/>
    <property name="text_key" value="room.cold_hallway.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/cold_hallway.png"/>
 </tile>
 <tile id="48">
  <properties>
    <property name="room" value="observatory"/>
    <property name="floors" value="upper"/>
    <property name="doors" value="S"/>
    <property name="symbol" value="omen"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.observatory.name"/>
    <property name="text_key" value="room.observatory.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/observatory.png"/>
 </tile>
 <tile id="49">
  <properties>
    <property name="room" value="rooftop_balcony"/>
    <property name="floors" value="upper"/>
    <property name="doors" value="N,S"/>
    <property name="symbol" value="omen"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.rooftop_balcony.name"/>
    <property name="text_key" value="room.rooftop_balcony.text"/>
    <property name="outdoor" type="bool" value="true"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/rooftop_balcony.png"/>
 </tile>
 <tile id="50">
  <properties>
    <property name="room" value="chimney_nook"/>
    <property name="floors" value="ground,upper"/>
    <property name="doors" value="E,W"/>
    <property name="symbol" value="event"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.chimney_nook.name"/>
    <property name="text_key" value="room.chimney_nook.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/chimney_nook.png"/>
 </tile>
 <tile id="51">
  <properties>
    <property name="room" value="solarium"/>
    <property name="floors" value="ground,upper"/>
    <property name="doors" value="N,E,W"/>
    <property name="symbol" value="omen"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.solarium.name"/>
    <property name="text_key" value="room.solarium.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/solarium.png"/>
 </tile>
 <tile id="52">
  <properties>
    <property name="room" value="butlers_pantry"/>
    <property name="floors" value="ground"/>
    <property name="doors" value="N,E"/>
    <property name="symbol" value="item"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.butlers_pantry.name"/>
    <property name="text_key" value="room.butlers_pantry.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/butlers_pantry.png"/>
 </tile>
 <tile id="53">
  <properties>
    <property name="room" value="doll_room"/>
    <property name="floors" value="upper"/>
    <property name="doors" value="S,W"/>
    <property name="symbol" value="omen"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.doll_room.name"/>
    <property name="text_key" value="room.doll_room.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/doll_room.png"/>
 </tile>
 <tile id="54">
  <properties>
    <property name="room" value="taxidermy_parlour"/>
    <property name="floors" value="ground"/>
    <property name="doors" value="N,E,S"/>
    <property name="symbol" value="omen"/>
    <property name="rule" value=""/>
    <property name="name_key" value="room.taxidermy_parlour.name"/>
    <property name="text_key" value="room.taxidermy_parlour.text"/>
  </properties>
  <image width="64" height="64" source="../assets/rooms/taxidermy_parlour.png"/>
 </tile>
</tileset>
